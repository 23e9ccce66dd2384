import type { Transport } from '../../core/transport'
import { createWireTransport } from '../shared/create-wire-transport'
import type { BetterAuthClientLike } from './better-auth-client-like'
import { createClientWireCall } from './client-wire-call'

/**
 * The header that makes Neon Auth's SDK fetch the session instead of answering from its cache, as its own
 * Supabase-style adapter does after a write (`getSession({ forceFetch: true })`). The SDK removes it before
 * the request leaves, so no server sees it. Checked against `@neondatabase/auth` 0.5.0-beta by the contract
 * suite (test/contract/neon-auth-client.test.ts).
 */
const NEON_AUTH_FORCE_FETCH_HEADER = { 'X-Force-Fetch': 'true' } as const

/**
 * A {@link Transport} over the client of Neon Auth's SDK,
 * `createAuthClient(url, { adapter: BetterAuthReactAdapter() })` from `@neondatabase/auth`, as the app made
 * it. It is {@link createBetterAuthClientTransport} with one difference: the SDK answers `getSession` from a
 * cache of up to 60 s that its writes (create, accept, leave, set active) leave in place, so every session
 * read of the kit asks the SDK to fetch. The SDK's thrown `AuthApiError` maps to the same `OrgKitError`
 * codes as a plain client's `{ error }` (by Better Auth's message, since the SDK replaces the code).
 *
 * Failed answers carry no `Retry-After` through this client (the SDK throws before the client sees the
 * answer's headers); the kit's retry policy then waits its own back-off.
 *
 * @example
 * const authClient = createAuthClient(process.env.NEXT_PUBLIC_NEON_AUTH_URL, { adapter: BetterAuthReactAdapter() })
 * const transport = createNeonAuthClientTransport(authClient)
 */
export function createNeonAuthClientTransport(authClient: BetterAuthClientLike): Transport {
  return createWireTransport(createClientWireCall(authClient, { sessionReadHeaders: NEON_AUTH_FORCE_FETCH_HEADER }))
}
