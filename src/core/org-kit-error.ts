import type { OrgKitErrorCode } from './error-codes'

/** Where an {@link OrgKitError} came from, beyond its code. */
export interface OrgKitErrorInit {
  /** HTTP status of the answer, or `0` when no answer arrived (network error, validation before I/O). */
  status?: number
  /** Human-readable message; the UI shows the messages catalog's sentence for `code` instead. */
  message?: string
  /** The input field at fault, for `VALIDATION_ERROR` and for server errors that belong to one field. */
  field?: string
  /** The underlying error, for debugging. */
  cause?: unknown
  /** How long the server asked to wait before asking again (`Retry-After`), in milliseconds. */
  retryAfterMs?: number | undefined
}

/**
 * The one error type every transport, hook and component deals in: a code, an HTTP status and a message.
 *
 * @example
 * try { await transport.create({ name: 'Acme', slug: 'acme' }) }
 * catch (error) { if (isOrgKitError(error) && error.code === 'ORGANIZATION_ALREADY_EXISTS') ... }
 */
export class OrgKitError extends Error {
  override readonly name = 'OrgKitError'
  /** Machine-readable code: a Better Auth organization code or one of the kit's own. */
  readonly code: OrgKitErrorCode
  /** HTTP status, `0` when none. */
  readonly status: number
  /** The input field at fault, when there is one. */
  readonly field: string | undefined
  /**
   * How long the server asked to wait before asking again, in milliseconds: its `Retry-After` (or Better
   * Auth's `X-Retry-After`), mostly on a 429 `RATE_LIMITED`. `undefined` when it said nothing (or the
   * header was not readable, as across origins unless the server exposes it).
   */
  readonly retryAfterMs: number | undefined

  constructor(code: OrgKitErrorCode, init: OrgKitErrorInit = {}) {
    super(init.message ?? code, init.cause === undefined ? undefined : { cause: init.cause })
    this.code = code
    this.status = init.status ?? 0
    this.field = init.field
    this.retryAfterMs = init.retryAfterMs
  }

  /** A plain object, safe to log or send across a worker boundary. */
  toJSON(): { code: OrgKitErrorCode; status: number; message: string; field?: string; retryAfterMs?: number } {
    return {
      code: this.code,
      status: this.status,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.retryAfterMs === undefined ? {} : { retryAfterMs: this.retryAfterMs }),
    }
  }
}

/** Narrows an unknown thrown value to {@link OrgKitError}. */
export function isOrgKitError(error: unknown): error is OrgKitError {
  return error instanceof OrgKitError
}
