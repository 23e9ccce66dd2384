import { fileURLToPath } from 'node:url'
import type { UserConfig } from 'vite'
import { orgkitDevServer } from '../src/server'
import type { OrgkitDevServerOptions } from '../src/server'
import { DEMO_SEED } from './seed'

/** A path from the repository root. */
export const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** What differs between `npm start` and the end-to-end tests. */
export type DemoConfigOptions = Pick<
  OrgkitDevServerOptions,
  'dataDir' | 'cacheDir' | 'databaseUrl' | 'passwordHasher' | 'logLevel' | 'onReady'
>

/**
 * The demo app's Vite config: the React app in `demo/`, with the embedded Better Auth backend at
 * `/api/auth`, the dev mailbox at `/api/dev/mailbox` and the management API emulator at `/api/v2`, all
 * same-origin, seeded with {@link DEMO_SEED} on an empty database.
 */
export function demoConfig(options: DemoConfigOptions): UserConfig {
  return {
    root: fromRoot('demo'),
    // Every dependency up front: discovering one on a later page would reload the page mid-session.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'react-router-dom',
        '@tanstack/react-query',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod',
      ],
    },
    build: { outDir: fromRoot('.orgkit-data/demo-dist'), emptyOutDir: true },
    plugins: [orgkitDevServer({ ...options, seed: DEMO_SEED })],
  }
}
