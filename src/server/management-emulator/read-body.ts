import { readLimited } from '../shared/read-limited'
import { HttpError, invalidRequest } from './http-error'
import { nonIntegerNumberPaths } from './json-number-literals'

/** A request's JSON body: its value, and where it wrote numbers as `1.0` or `1e3` (see `nonIntegerNumberPaths`). */
export interface JsonBody {
  value: unknown
  nonIntegerNumberPaths: ReadonlySet<string>
}

/**
 * Reads a JSON request body of at most `maxBytes`, stopping as soon as it grows past that. An empty
 * body is `undefined`; a body whose media type is not `application/json` (parameters such as `charset`
 * aside) answers 415, malformed JSON 400, an oversize one 413.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody | undefined> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) throw tooLarge(maxBytes)
  if (!request.body) return undefined
  const bytes = await readLimited(request.body, maxBytes)
  if (bytes === null) throw tooLarge(maxBytes)
  if (bytes.byteLength === 0) return undefined
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') {
    throw new HttpError(415, 'unsupported content type: send application/json')
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw invalidRequest('decode application/json: malformed JSON')
  }
  return { value, nonIntegerNumberPaths: nonIntegerNumberPaths(text) }
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `request body is larger than ${maxBytes} bytes`)
}
