import { readLimited } from '../shared/read-limited'
import { jsonError } from './json-response'

const tooLarge = (maxBytes: number) =>
  jsonError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes`)

/**
 * Buffers a request body before Better Auth sees it: bodies over `maxBytes` answer 413 and malformed JSON
 * answers 400, both as JSON errors. Returns a request carrying the buffered body, or the error response.
 */
export async function guardBody(request: Request, maxBytes: number): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) return tooLarge(maxBytes)
  const bytes = await readLimited(request.body, maxBytes)
  if (bytes === null) return tooLarge(maxBytes)
  const type = request.headers.get('content-type') ?? ''
  if (bytes.byteLength > 0 && /^application\/json\b/i.test(type.trim())) {
    try {
      JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    } catch {
      return jsonError(400, 'INVALID_JSON', 'The request body is not valid JSON')
    }
  }
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  return new Request(request.url, {
    method: request.method,
    headers,
    body: bytes.byteLength > 0 ? bytes : null,
    signal: request.signal,
  })
}
