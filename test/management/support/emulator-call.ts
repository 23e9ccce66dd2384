import type { ManagementEmulator } from '../../../src/server/management-emulator/types'
import { TEST_API_KEY } from './harness'

/** Options of {@link call}: a body (object, raw string or bytes), headers, and the key (`null` for none). */
export interface CallOptions {
  body?: unknown
  raw?: string | Uint8Array | ReadableStream<Uint8Array>
  headers?: Record<string, string>
  key?: string | null
}

/** Calls the emulator's handler directly and returns the status, headers and parsed body. */
export async function call(emulator: ManagementEmulator, method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers)
  const key = options.key === undefined ? TEST_API_KEY : options.key
  if (key !== null) headers.set('Authorization', `Bearer ${key}`)
  let body: BodyInit | undefined
  if (options.raw !== undefined) body = options.raw as BodyInit
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    if (!headers.has('content-type')) headers.set('Content-Type', 'application/json')
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers,
    ...(body === undefined ? {} : { body, duplex: 'half' }),
  }
  const response = await emulator.handler(new Request(`http://emulator.test/api/v2${path}`, init))
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> }
}
