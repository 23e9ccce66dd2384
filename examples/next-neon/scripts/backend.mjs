// The auth server of this example, standing in for a Neon Auth instance: orgkit's embedded backend (the
// Better Auth that @neondatabase/auth brings, 1.6.23, with the organization plugin, on in-memory PGlite),
// configured as Neon Auth is. The app reaches it only through Neon's handler
// (app/api/auth/[...path]/route.ts, NEON_AUTH_BASE_URL = this server's URL + /api/auth).
//
//   npm run backend     (BACKEND_PORT, default 4100; APP_ORIGIN, default http://127.0.0.1:3000)
//
// Demo data only: every seeded account's password is "orgkit-demo". Node only (orgkit/server is not for browsers).
import { createEmbeddedBackend } from 'orgkit/server'

const port = Number(process.env.BACKEND_PORT ?? 4100)
// Neon's handler sends the browser's Origin on: Better Auth refuses POSTs from origins it does not trust.
const appOrigins = (process.env.APP_ORIGIN ?? 'http://127.0.0.1:3000').split(',')
const password = 'orgkit-demo'

/** Two people, two organizations (the owner in both, the admin in one). */
const seed = {
  users: [
    { email: 'owner@example.com', name: 'Olivia Owner', password },
    { email: 'admin@example.com', name: 'Adam Admin', password },
    { email: 'member@example.com', name: 'Mia Member', password },
  ],
  organizations: [
    {
      name: 'Acme Inc',
      slug: 'acme',
      members: [
        { email: 'owner@example.com', role: 'owner' },
        { email: 'admin@example.com', role: 'admin' },
      ],
    },
    {
      name: 'Globex',
      slug: 'globex',
      members: [
        { email: 'owner@example.com', role: 'owner' },
        { email: 'member@example.com', role: 'member' },
      ],
    },
  ],
}

const backend = await createEmbeddedBackend({
  seed,
  trustedOrigins: appOrigins,
  // Named as Neon Auth's hosted server names them (__Secure-neon-auth.session_token, ...): Neon's handler
  // forwards no other cookies.
  cookies: { prefix: 'neon-auth', secure: true },
  // Neon Auth's defaults for the organization plugin (the kit's defaults too): no invitation e-mails, so
  // invitees get in through a link the inviter copies or the in-app list.
  pluginConfig: {
    enabled: true,
    organization_limit: 10,
    membership_limit: 100,
    creator_role: 'owner',
    send_invitation_email: false,
  },
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
