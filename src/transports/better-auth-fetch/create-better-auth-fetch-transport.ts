import type { Transport } from '../../core/transport'
import { createWireTransport } from '../shared/create-wire-transport'
import { createFetchWireCall } from './fetch-wire-call'

/** Options of {@link createBetterAuthFetchTransport}. */
export interface BetterAuthFetchTransportOptions {
  /** The auth base URL, routes included: `https://app.example.com/api/auth`, or `/api/auth` in a browser. */
  baseURL: string
  /** The `fetch` to use (a cookie-jar fetch in Node, a test double). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch
  /** Extra headers on every request, or a function read per request (e.g. `Authorization: Bearer ...`). */
  headers?: HeadersInit | (() => HeadersInit | undefined)
  /** How the session cookie travels. @default 'include' */
  credentials?: RequestCredentials
}

/**
 * A {@link Transport} that speaks Better Auth's organization routes over plain `fetch`, with no dependency on
 * the Better Auth client. It validates input before any I/O, normalizes every answer (metadata, roles,
 * dates, wrapped or bare members) and maps every failure to an `OrgKitError`, including Better Auth's
 * codeless errors, empty 500s, 429, network failures and a 404 from a server without the plugin
 * (`PLUGIN_DISABLED`). Aborting a call rejects with the signal's reason.
 *
 * @example
 * const transport = createBetterAuthFetchTransport({ baseURL: '/api/auth' })
 * const organizations = await transport.list()
 */
export function createBetterAuthFetchTransport(options: BetterAuthFetchTransportOptions): Transport {
  const { headers } = options
  return createWireTransport(
    createFetchWireCall({
      baseURL: options.baseURL,
      // Looked up per call so a fetch installed later (test doubles, polyfills) is honoured.
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      headers: typeof headers === 'function' ? headers : () => headers,
      credentials: options.credentials ?? 'include',
    }),
  )
}
