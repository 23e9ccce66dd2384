import type { TransportOperation } from '../../core/transport'

/** A query-string value: arrays go out as repeated keys. */
export type WireQueryValue = string | number | boolean | readonly string[]

/** One request to a Better Auth server, independent of how it is sent (fetch or the Better Auth client). */
export interface WireRequest {
  /** The transport operation, which also names the Better Auth client method. */
  operation: TransportOperation
  method: 'GET' | 'POST'
  /** Path under the auth base path, e.g. `/organization/list-members`. */
  path: string
  /** GET parameters; `undefined` values are left out. */
  query?: Record<string, WireQueryValue | undefined>
  /** POST body, sent as JSON. */
  body?: Record<string, unknown>
}

/** What came back: a parsed success body, or an error status with whatever the body said. */
export type WireOutcome =
  | { ok: true; status: number; data: unknown }
  | {
      ok: false
      status: number
      code?: string | undefined
      message?: string | undefined
      /** The wait the answer asked for (`Retry-After`), in milliseconds, when its headers could be read. */
      retryAfterMs?: number | undefined
    }

/** A failed {@link WireOutcome}. */
export type WireFailure = Extract<WireOutcome, { ok: false }>

/**
 * Sends one {@link WireRequest}. Resolves with the outcome for every HTTP answer; rejects only when no
 * answer arrived (network failure, abort), with the underlying error.
 */
export type WireCall = (request: WireRequest, signal: AbortSignal | undefined) => Promise<WireOutcome>

/** A {@link WireCall} with the transport's abort and network-failure handling around it. */
export type Exchange = (request: WireRequest, options?: { signal?: AbortSignal | undefined }) => Promise<WireOutcome>
