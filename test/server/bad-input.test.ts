import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { EmbeddedBackend } from '../../src/server'
import { createTestBackend, TEST_ORIGIN } from '../contract/real/shared-backend'

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

let backend: EmbeddedBackend
let server: { url: string; close(): Promise<void> }

beforeAll(async () => {
  backend = await createTestBackend()
  server = await backend.listen(0)
})

afterAll(async () => {
  await server.close()
  await backend.close()
})

const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  backend.handler(
    new Request(`${TEST_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    }),
  )

/** Sends raw bytes over a socket and resolves with whatever comes back before the server closes it. */
function rawExchange(bytes: string): Promise<string> {
  const { port } = new URL(server.url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('close', () => resolve(answer))
    socket.on('error', () => resolve(answer))
  })
}

describe('bad input gets a clean JSON error, never a crash', () => {
  it('unknown routes outside the auth base path: 404 JSON', async () => {
    const response = await backend.handler(new Request(`${TEST_ORIGIN}/api/nowhere`))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' })
  })

  it('malformed JSON: 400 INVALID_JSON', async () => {
    const response = await post('/api/auth/sign-in/email', '{"email": "a@example.com", ')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'INVALID_JSON' })
  })

  it('bodies over 1 MB: 413, whether declared or streamed without a length', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) })
    const declared = await post('/api/auth/sign-up/email', big)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const streamed = await post('/api/auth/sign-up/email', stream)
    expect(streamed.status).toBe(413)
  })

  it('non-JSON content types are refused by Better Auth with 415', async () => {
    const response = await post('/api/auth/sign-in/email', 'email=a', { 'content-type': 'text/plain' })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
  })

  it('JSON of the wrong shape is a 400 validation error', async () => {
    const response = await post('/api/auth/sign-in/email', JSON.stringify([1, 2, 3]))
    expect(response.status).toBe(400)
  })

  it('over a socket: garbage, a bad Host, a truncated body and a huge body leave the server serving', async () => {
    expect(await rawExchange('GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/)
    const badHost = await rawExchange(
      'GET /api/auth/get-session HTTP/1.1\r\nHost: evil host/\\\r\nConnection: close\r\n\r\n',
    )
    expect(badHost).toMatch(/^HTTP\/1\.1 400 /)
    expect(JSON.parse(badHost.slice(badHost.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Malformed request',
      code: 'BAD_REQUEST',
    })
    await rawExchange(
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":',
    )
    const huge = await rawExchange(
      `POST /api/auth/sign-up/email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\nConnection: close\r\n\r\n{}`,
    )
    expect(huge).toMatch(/^HTTP\/1\.1 413/)
    const session = await fetch(`${server.url}/api/auth/get-session`)
    expect(session.status).toBe(200)
    expect(await session.json()).toBeNull()
    const unknown = await fetch(`${server.url}/favicon.ico`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('an invalid plugin configuration is refused and the old one kept', () => {
    expect(() => backend.setPluginConfig({ organization_limit: 0 })).toThrow()
    expect(() => backend.setPluginConfig({ creator_role: 'member' as never })).toThrow()
    expect(backend.getPluginConfig()).toMatchObject({ organization_limit: 10, creator_role: 'owner' })
  })
})
