import { createAuthClient } from '@neondatabase/auth'
import { BetterAuthReactAdapter } from '@neondatabase/auth/react/adapters'

function create() {
  // Better Auth's client wants an absolute URL: this app's own /api/auth, where Neon's handler answers.
  return createAuthClient(`${window.location.origin}/api/auth`, { adapter: BetterAuthReactAdapter() })
}

let client: ReturnType<typeof create> | undefined

/** Neon's SDK client (sign in, sign up, sign out), made on first use: in the browser, never during a server render. */
export function authClient(): ReturnType<typeof create> {
  client ??= create()
  return client
}
