import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { orgkitDevServer } from '../src/server'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SEED } from './seed'

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** `npm start`: the demo app with the embedded Better Auth backend same-origin at /api/auth. */
export default defineConfig({
  root: fromRoot('demo'),
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  plugins: [
    orgkitDevServer({
      dataDir: fromRoot('.orgkit-data/demo'),
      cacheDir: fromRoot('.orgkit-data/cache'),
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      seed: DEMO_SEED,
      onReady(backend, server) {
        const url = server.resolvedUrls?.local[0] ?? '(see above)'
        const lines = [
          '',
          `  orgkit demo ready at ${url}  (database: ${backend.databaseKind}; reset with: npm run reset)`,
          `  dev mailbox: ${url.replace(/\/$/, '')}${backend.mailboxPath}`,
          `  accounts (password "${DEMO_PASSWORD}"):`,
          ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} ${a.note}`),
          '',
        ]
        server.config.logger.info(lines.join('\n'))
      },
    }),
  ],
})
