import type { Transport } from '../../core/transport'
import { createWireTransport } from '../shared/create-wire-transport'
import type { BetterAuthClientLike } from './better-auth-client-like'
import { createClientWireCall } from './client-wire-call'

/**
 * A {@link Transport} over an app's existing Better Auth client
 * (`createAuthClient({ plugins: [organizationClient()] })`): each call goes through the client's own
 * method, and its `{ data, error }` becomes normalized data or an `OrgKitError`, exactly as with
 * `createBetterAuthFetchTransport` (same validation, normalization and error mapping).
 *
 * @example
 * const authClient = createAuthClient({ plugins: [organizationClient()] })
 * const transport = createBetterAuthClientTransport(authClient)
 */
export function createBetterAuthClientTransport(authClient: BetterAuthClientLike): Transport {
  return createWireTransport(createClientWireCall(authClient))
}
