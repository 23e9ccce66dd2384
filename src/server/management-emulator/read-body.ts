import { readLimited } from '../shared/read-limited'
import { HttpError, invalidRequest } from './http-error'

/**
 * Reads a JSON request body of at most `maxBytes`, stopping as soon as it grows past that. An empty
 * body is `undefined`; a body that is not `application/json` answers 415, malformed JSON 400, an oversize
 * one 413.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) throw tooLarge(maxBytes)
  if (!request.body) return undefined
  const bytes = await readLimited(request.body, maxBytes)
  if (bytes === null) throw tooLarge(maxBytes)
  if (bytes.byteLength === 0) return undefined
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type.trim())) {
    throw new HttpError(415, 'unsupported content type: send application/json')
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw invalidRequest('decode application/json: malformed JSON')
  }
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `request body is larger than ${maxBytes} bytes`)
}
