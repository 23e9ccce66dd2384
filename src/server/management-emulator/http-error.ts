/**
 * A refusal a route throws; the pipeline answers it with the API's error body `{ code, message,
 * request_id }`. `code` is `''` as the real API mostly sends it.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly code = '',
  ) {
    super(message)
  }
}

/** Shorthand for a 400 with the API's `invalid request: ...` wording. */
export function invalidRequest(detail: string): HttpError {
  return new HttpError(400, `invalid request: ${detail}`)
}

/** Shorthand for a 404. */
export function notFound(what: string): HttpError {
  return new HttpError(404, `${what} not found`)
}
