import { ManagementApiError } from './management-api-error'

/** Where the failed request went, for the error. */
export interface FailedRequest {
  method: string
  path: string
  attempts: number
  retryAfterMs: number | undefined
  /** Strings that must never appear in an error: the API key. */
  secrets: readonly string[]
}

/** Removes secrets and bearer tokens from a message a server or proxy may have echoed. */
export function redact(message: string, secrets: readonly string[]): string {
  let out = message.replace(/Bearer\s+[^\s;,"']+/gi, 'Bearer [redacted]')
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join('[redacted]')
  return out
}

/**
 * Builds a {@link ManagementApiError} from a non-2xx answer, reading the API's `{ code, message,
 * request_id }` body when there is one. A body that is not that shape is not quoted (it could hold
 * anything), only the status.
 */
export async function errorFromResponse(response: Response, request: FailedRequest): Promise<ManagementApiError> {
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(await response.text())
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall back to the status alone.
  }
  const bodyMessage = typeof body.message === 'string' && body.message !== '' ? body.message : undefined
  const bodyRequestId = typeof body.request_id === 'string' && body.request_id !== '' ? body.request_id : undefined
  const requestId =
    response.headers.get('x-request-id') ?? response.headers.get('x-neon-ret-request-id') ?? bodyRequestId
  const message = bodyMessage ?? `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`
  return new ManagementApiError({
    status: response.status,
    code: typeof body.code === 'string' ? body.code : '',
    message: redact(message, request.secrets),
    ...(requestId ? { requestId } : {}),
    method: request.method,
    path: request.path,
    ...(request.retryAfterMs === undefined ? {} : { retryAfterMs: request.retryAfterMs }),
    attempts: request.attempts,
  })
}
