/** What a {@link ManagementApiError} is made from. */
export interface ManagementApiErrorInit {
  /** HTTP status, or `0` when no answer arrived. */
  status: number
  /** The API's `code` (often `''`), or the client's own: `NETWORK_ERROR`, `INVALID_RESPONSE`, `SDK_<KIND>`. */
  code: string
  message: string
  /** From the `x-request-id` (or `x-neon-ret-request-id`) header, else the body's `request_id`. */
  requestId?: string
  method: string
  /** Path under the base URL, without the query. */
  path: string
  /** The wait the server asked for (`Retry-After`), when it did. */
  retryAfterMs?: number
  cause?: unknown
}

/**
 * A failed management API call. It never carries the API key, the `Authorization` header, request
 * bodies or response bodies: only what is safe to log.
 *
 * @example
 * try { await client.createBranch(projectId, { branch: { name: 'preview' } }) }
 * catch (error) { if (isManagementApiError(error) && error.status === 409) ... }
 */
export class ManagementApiError extends Error {
  override readonly name = 'ManagementApiError'
  /** HTTP status, `0` when no answer arrived. */
  readonly status: number
  /** The API's error code (may be `''`), or `NETWORK_ERROR` / `INVALID_RESPONSE` / `SDK_<KIND>` (a failure the SDK found itself). */
  readonly code: string
  /** Request id to quote to support, when the API gave one. */
  readonly requestId: string | undefined
  /** HTTP method of the request. */
  readonly method: string
  /** Path of the request under the base URL. */
  readonly path: string
  /** The `Retry-After` of the last answer, in milliseconds. */
  readonly retryAfterMs: number | undefined

  constructor(init: ManagementApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.status = init.status
    this.code = init.code
    this.requestId = init.requestId
    this.method = init.method
    this.path = init.path
    this.retryAfterMs = init.retryAfterMs
  }

  /** A plain object, safe to log. */
  toJSON(): { status: number; code: string; message: string; requestId?: string; method: string; path: string } {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.requestId ? { requestId: this.requestId } : {}),
      method: this.method,
      path: this.path,
    }
  }
}

/** Narrows an unknown thrown value to {@link ManagementApiError}. */
export function isManagementApiError(error: unknown): error is ManagementApiError {
  return error instanceof ManagementApiError
}
