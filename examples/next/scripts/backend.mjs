// The auth server of this example: orgkit's embedded backend (real Better Auth 1.7.7 with the organization
// plugin, on an in-memory PGlite database), seeded with the demo's accounts. The Next app reaches it through
// its own /api/auth route (app/api/auth/[...path]/route.ts), so the browser only ever talks to the app.
//
//   npm run backend     (BACKEND_PORT, default 4100; APP_ORIGIN, default http://127.0.0.1:3000,http://localhost:3000)
//
// Demo data only: every account's password is "orgkit-demo". Node only (orgkit/server is not for browsers).
import { createEmbeddedBackend } from 'orgkit/server'

const port = Number(process.env.BACKEND_PORT ?? 4100)
// Better Auth refuses POSTs whose Origin it does not trust: the app's origin(s), where the browser is.
const appOrigins = (process.env.APP_ORIGIN ?? 'http://127.0.0.1:3000,http://localhost:3000').split(',')
const password = 'orgkit-demo'

/** The demo's data (demo/seed.ts in the kit's repository): four people, two organizations, one invitation. */
const seed = {
  users: [
    { email: 'owner@example.com', name: 'Olivia Owner', password },
    { email: 'admin@example.com', name: 'Adam Admin', password },
    { email: 'member@example.com', name: 'Mia Member', password },
    { email: 'outsider@example.com', name: 'Oscar Outsider', password },
  ],
  organizations: [
    {
      name: 'Acme Inc',
      slug: 'acme',
      members: [
        { email: 'owner@example.com', role: 'owner' },
        { email: 'admin@example.com', role: 'admin' },
        { email: 'member@example.com', role: 'member' },
      ],
    },
    {
      name: 'Globex',
      slug: 'globex',
      members: [
        { email: 'owner@example.com', role: 'owner' },
        { email: 'admin@example.com', role: 'member' },
      ],
    },
  ],
  invitations: [{ organization: 'acme', email: 'outsider@example.com', role: 'member', inviter: 'owner@example.com' }],
}

const backend = await createEmbeddedBackend({
  seed,
  trustedOrigins: appOrigins,
  // Demo data in memory, a fast hasher: fine for an example, never for real users.
  passwordHasher: 'fast',
  ...(process.env.ORGKIT_DATA_DIR ? { dataDir: process.env.ORGKIT_DATA_DIR } : {}),
})
const server = await backend.listen(port)
console.log(`orgkit backend ready at ${server.url}${backend.basePath} (trusting ${appOrigins.join(', ')})`)

const stop = async () => {
  await server.close()
  await backend.close()
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
