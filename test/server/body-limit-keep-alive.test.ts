import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { EmbeddedBackend } from '../../src/server'
import { createTestBackend } from '../contract/real/shared-backend'

// Issue 23, finding 8: a body over the limit on a keep-alive connection must reach the client as a 413, not as
// a reset connection (ECONNRESET) because the server answered and closed while the client was still sending.
// A real Node HTTP client with a keep-alive agent, on 127.0.0.1.

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

const LIMIT = 64 * 1024
let backend: EmbeddedBackend
let server: { url: string; close(): Promise<void> }
let agent: Agent

beforeAll(async () => {
  backend = await createTestBackend({ maxBodyBytes: LIMIT })
  server = await backend.listen(0)
})

afterAll(async () => {
  agent.destroy()
  await server.close()
  await backend.close()
})

interface Answer {
  status: number
  connection: string | undefined
  body: string
  /** Whether the request went over a connection an earlier request had used. */
  reusedSocket: boolean
}

/** POSTs `chunks` chunks of 16 kB (with a Content-Length when `declareLength`) through the keep-alive agent. */
function postBig(options: { chunks: number; declareLength: boolean }): Promise<Answer> {
  const chunk = Buffer.alloc(16 * 1024, 'x')
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/sign-up/email',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          ...(options.declareLength ? { 'content-length': String(chunk.length * options.chunks) } : {}),
        },
      },
      (incoming) => {
        let body = ''
        incoming.on('data', (data: Buffer) => (body += data.toString()))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            connection: incoming.headers.connection,
            body,
            reusedSocket: outgoing.reusedSocket,
          }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    let sent = 0
    const writeMore = (): void => {
      while (sent < options.chunks) {
        sent++
        if (!outgoing.write(chunk)) return void outgoing.once('drain', writeMore)
      }
      outgoing.end()
    }
    writeMore()
  })
}

/** GETs the session through the keep-alive agent. */
function getSession(): Promise<{ status: number; reusedSocket: boolean }> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/api/auth/get-session', agent }, (incoming) => {
      incoming.resume()
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, reusedSocket: outgoing.reusedSocket }))
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('a body over the limit on a keep-alive connection', () => {
  agent = new Agent({ keepAlive: true, maxSockets: 1 })

  it.each([
    ['with its length declared', true],
    ['streamed without a length', false],
  ])('answers 413 %s, closes that connection, and the next request gets a new one', async (_case, declareLength) => {
    const answer = await postBig({ chunks: 256, declareLength })
    expect(answer.status).toBe(413)
    expect(answer.connection).toBe('close')
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    const again = await postBig({ chunks: 256, declareLength })
    expect([again.status, again.connection, again.reusedSocket]).toEqual([413, 'close', false])
    expect(await getSession()).toEqual({ status: 200, reusedSocket: false })
  })
})
