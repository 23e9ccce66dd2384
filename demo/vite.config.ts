import { defineConfig } from 'vite'
import { demoConfig, fromRoot } from './demo-config'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed'

/** `npm start`: the demo app on the embedded backend and the management emulator; `npm run reset` starts over. */
export default defineConfig({
  ...demoConfig({
    dataDir: fromRoot('.orgkit-data/demo'),
    cacheDir: fromRoot('.orgkit-data/cache'),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    onReady(backend, server) {
      const url = (server.resolvedUrls?.local[0] ?? '(see above)').replace(/\/$/, '')
      const lines = [
        '',
        `  orgkit demo ready at ${url}/  (database: ${backend.databaseKind}; reset with: npm run reset)`,
        `  dev mailbox: ${url}/dev/mailbox`,
        `  accounts (password "${DEMO_PASSWORD}"):`,
        ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} ${a.note}`),
        '',
      ]
      server.config.logger.info(lines.join('\n'))
    },
  }),
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
