import type { NeonErrorUnion } from '@neon/sdk'
import { ManagementApiError } from './management-api-error'
import { retryAfterMs } from '../../core/retry-after'

/** The failed call, for the error. */
export interface FailedCall {
  method: string
  /** The path under the base URL, parameters filled in. */
  path: string
  /** Strings that must never appear in an error: the API key. */
  secrets: readonly string[]
}

/** A piece of a secret shorter than this is not redacted on its own (it would blot out common words). */
const SHORTEST_REDACTED_PIECE = 8

/**
 * The forms a secret may come back in: as given; without the white space around it, which a header value
 * loses (a key read from a file keeps its line end); each of its lines, which a message quoting an invalid
 * header value breaks apart; and JSON-escaped, as a body quoting it writes a line end (`\n`). Longest first.
 */
function formsOfSecret(secret: string): string[] {
  const lines = secret.split(/\r\n|\r|\n/).map((line) => line.trim())
  const pieces = lines.filter((line) => line.length >= SHORTEST_REDACTED_PIECE)
  const forms = new Set([secret, secret.trim(), JSON.stringify(secret).slice(1, -1), ...pieces])
  return [...forms].filter((form) => form.length > 0).sort((a, b) => b.length - a.length)
}

/** Removes secrets and bearer tokens from a message (or request id) a server or proxy may have echoed. */
export function redact(message: string, secrets: readonly string[]): string {
  let out = message.replace(/Bearer\s+[^\s;,"']+/gi, 'Bearer [redacted]')
  for (const secret of secrets) {
    for (const form of formsOfSecret(secret)) out = out.split(form).join('[redacted]')
  }
  return out
}

/**
 * Turns the SDK's typed error into a {@link ManagementApiError}. The SDK's error is not kept as `cause`: it
 * holds the response and the parsed body, which may echo the key or, on a 200 it could not parse, carry a new
 * one. Only the status, the API's `code`, its message (redacted) and the request id are kept.
 */
export function errorFromResult(error: NeonErrorUnion, call: FailedCall): ManagementApiError {
  const where = { method: call.method, path: call.path }
  if (!('response' in error) || !error.response) {
    // No answer. A network failure's message names the transport's reason (`ECONNREFUSED`, ...); anything
    // else the SDK found itself (`client`, `timeout`, ...) keeps its kind as the code. Redacted all the same.
    return new ManagementApiError({
      status: 0,
      code: error.kind === 'network' ? 'NETWORK_ERROR' : `SDK_${error.kind.toUpperCase()}`,
      message: redact(error.message, call.secrets),
      ...where,
    })
  }
  const { response } = error
  // A server or proxy may echo anything as its request id, the key included.
  const echoedRequestId = error.requestId ?? response.headers.get('x-neon-ret-request-id') ?? undefined
  const requestId = echoedRequestId === undefined ? undefined : redact(echoedRequestId, call.secrets)
  const askedMs = retryAfterMs(response.headers.get('retry-after'), Date.now())
  const answer = {
    ...(requestId ? { requestId } : {}),
    ...(askedMs === undefined ? {} : { retryAfterMs: askedMs }),
    ...where,
  }
  if (response.ok) {
    // A 2xx whose body is not JSON. Neither the body nor the parser's message (which quotes it) is kept.
    return new ManagementApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: `The ${response.status} answer is not valid JSON`,
      ...answer,
    })
  }
  const { body } = error
  const bodyMessage =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : ''
  // Without the API's `{ message }` (a proxy's HTML page, an empty body) the status line stands in; a body
  // that is not that shape is never quoted (it could hold anything).
  const message = bodyMessage || `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`
  return new ManagementApiError({
    status: response.status,
    code: typeof error.code === 'string' ? error.code : '',
    message: redact(message, call.secrets),
    ...answer,
  })
}
