import { parseRetryAfter } from '../shared/parse-retry-after'
import type { TransportOperation } from '../../core/transport'
import type { WireCall, WireOutcome } from '../shared/wire-types'
import type { BetterAuthClientLike, BetterAuthClientMethod, BetterAuthClientResult } from './better-auth-client-like'

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object'

/**
 * The Better Auth client revives every ISO-looking string into a `Date`, metadata values included. Turning
 * them back into strings gives the same data the fetch transport sees; the core schemas coerce real dates.
 */
function restoreDates(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (Array.isArray(value)) return value.map(restoreDates)
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, restoreDates(item)]))
  return value
}

/** Raised when the client reports a failed fetch as an error value (`catchAllError`). */
class ClientFetchError extends Error {}

const isResult = (value: unknown): value is BetterAuthClientResult =>
  isRecord(value) && 'data' in value && 'error' in value

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * A failure the client threw instead of resolving `{ data, error }`, with the HTTP status it carries:
 * - a `BetterFetchError` (clients made with `throw: true`): the parsed body under `error`;
 * - an `AuthApiError` or `AuthError` of Neon Auth's SDK, whose fetch throws on every failed answer: the
 *   message of Better Auth's body and a `code` of the SDK's own (`validation_failed`), which
 *   `mapWireError` passes over for the code Better Auth's message names.
 */
function thrownFailure(error: unknown, retryAfterMs: number | undefined): WireOutcome | undefined {
  if (!(error instanceof Error) || !('status' in error) || typeof error.status !== 'number') return undefined
  const body = 'error' in error && isRecord(error.error) ? error.error : undefined
  const code = body ? body.code : 'code' in error ? error.code : undefined
  const message = body ? body.message : error.message
  return { ok: false, status: error.status, code: text(code), message: text(message), retryAfterMs }
}

/** What an error hook of the client's fetch sees: the answer, whose headers the result leaves out. */
interface ErrorHookContext {
  response?: { headers: Pick<Headers, 'get'> } | undefined
}

/**
 * A per-call better-fetch plugin that reads `Retry-After` off a failed answer (the `{ data, error }` result
 * has no headers). A plugin, not an `onError` option: the call's options replace the client's own
 * `fetchOptions.onError`, while the call's plugins are added after the client's.
 */
function retryAfterReader() {
  const read: { retryAfterMs: number | undefined } = { retryAfterMs: undefined }
  const plugin = {
    id: 'orgkit-retry-after',
    name: 'orgkit: Retry-After',
    hooks: {
      onError: (context: ErrorHookContext) => {
        if (context.response) read.retryAfterMs = parseRetryAfter(context.response.headers)
      },
    },
  }
  return { plugin, read }
}

/** The client method of an operation; `undefined` for the preview on a client that cannot reach the kit's plugin. */
function clientMethodOf(
  client: BetterAuthClientLike,
  operation: TransportOperation,
): BetterAuthClientMethod | undefined {
  if (operation === 'getSession') return client.getSession
  if (operation === 'getInvitationPreview') return client.orgkit?.invitationPreview
  if (operation === 'listOrganizationsWithRoles') return client.orgkit?.listOrganizations
  if (operation === 'searchMembers') return client.orgkit?.searchMembers
  return client.organization[operation]
}

/** What a server without the route answers; the transport reads it as "no such endpoint". */
const NO_SUCH_ROUTE: WireOutcome = { ok: false, status: 404 }

/** Options of {@link createClientWireCall}. */
export interface ClientWireCallOptions {
  /** Headers sent with session reads only, on top of the client's own. */
  sessionReadHeaders?: Readonly<Record<string, string>>
}

/** A {@link WireCall} through a Better Auth client's proxied methods (so its own hooks and atoms still fire). */
export function createClientWireCall(client: BetterAuthClientLike, options: ClientWireCallOptions = {}): WireCall {
  return async (request, signal): Promise<WireOutcome> => {
    const isSessionRead = request.operation === 'getSession'
    const method = clientMethodOf(client, request.operation)
    if (!method) return NO_SUCH_ROUTE
    const retryAfter = retryAfterReader()
    // The client guesses GET for a call without body keys (`setActive({})`), so the method is always given.
    const fetchOptions = {
      method: request.method,
      plugins: [retryAfter.plugin],
      ...(isSessionRead && options.sessionReadHeaders ? { headers: options.sessionReadHeaders } : {}),
      ...(signal ? { signal } : {}),
    }
    const args =
      request.method === 'GET' ? { query: request.query ?? {}, fetchOptions } : { ...request.body, fetchOptions }
    let result: unknown
    try {
      result = await method(args)
    } catch (error) {
      const failure = thrownFailure(error, retryAfter.read.retryAfterMs)
      if (failure) return failure
      throw error
    }
    if (!isResult(result)) return { ok: true, status: 200, data: restoreDates(result) }
    const { data, error } = result
    if (!error) return { ok: true, status: 200, data: restoreDates(data) }
    if (error.statusText === 'Fetch Error') throw new ClientFetchError(error.message ?? 'Fetch Error')
    return {
      ok: false,
      status: error.status,
      code: error.code,
      message: error.message,
      retryAfterMs: retryAfter.read.retryAfterMs,
    }
  }
}
