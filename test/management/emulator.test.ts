import { describe, expect, it, vi } from 'vitest'
import { createManagementEmulator } from '../../src/server/management-emulator/create-management-emulator'
import { call } from './support/emulator-call'
import { FakeClock } from './support/fake-clock'
import { TEST_API_KEY } from './support/harness'

const make = (options: Parameters<typeof createManagementEmulator>[0] = {}) =>
  createManagementEmulator({ apiKey: TEST_API_KEY, clock: new FakeClock(), ...options })

describe('management emulator: authentication and errors', () => {
  it('answers 401 in the API error shape for a missing or wrong key, without echoing it', async () => {
    const emulator = make()
    const missing = await call(emulator, 'GET', '/projects', { key: null })
    expect(missing.status).toBe(401)
    expect(Object.keys(missing.body).sort()).toEqual(['code', 'message', 'request_id'])
    expect(missing.body.code).toBe('')
    const wrong = await call(emulator, 'GET', '/projects', { key: 'napi_not_the_key_123' })
    expect(wrong).toMatchObject({ status: 401, body: { message: 'invalid API key' } })
    expect(JSON.stringify(wrong.body)).not.toContain('napi_not_the_key_123')
    const basic = await call(emulator, 'GET', '/projects', {
      key: null,
      headers: { Authorization: `Basic ${TEST_API_KEY}` },
    })
    expect(basic.status).toBe(401)
  })

  it('generates and announces a dev key when none is given', async () => {
    const log = vi.fn()
    const emulator = createManagementEmulator({ log })
    expect(emulator.apiKey).toMatch(/^orgkit_dev_[0-9a-f]{64}$/)
    expect(log).toHaveBeenCalledWith(expect.stringContaining(emulator.apiKey))
    expect((await call(emulator, 'GET', '/projects', { key: emulator.apiKey })).status).toBe(200)
    createManagementEmulator({ apiKey: 'given', log })
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('echoes a sane X-Request-ID in the headers and the error body', async () => {
    const emulator = make()
    const response = await call(emulator, 'GET', '/projects/nope', { headers: { 'X-Request-ID': 'trace-42' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-request-id')).toBe('trace-42')
    expect(response.headers.get('x-neon-ret-request-id')).toBe('trace-42')
    expect(response.body).toEqual({ request_id: 'trace-42', code: '', message: 'project not found' })
    const odd = await call(emulator, 'GET', '/projects', { headers: { 'X-Request-ID': 'not ok <script>' } })
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers unknown routes 404, wrong methods 405, and paths outside the base 404', async () => {
    const emulator = make()
    expect((await call(emulator, 'GET', '/nothing/here')).status).toBe(404)
    expect((await call(emulator, 'GET', '/projects/%E0%A4%A')).status).toBe(404)
    const wrongMethod = await call(emulator, 'PUT', '/projects')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET')
    const outside = await emulator.handler(
      new Request('http://x/elsewhere', { headers: { Authorization: `Bearer ${TEST_API_KEY}` } }),
    )
    expect(outside.status).toBe(404)
  })

  it('answers malformed JSON 400, a non-JSON body 415, a non-object body 400', async () => {
    const emulator = make()
    const path = `/projects/${emulator.defaultProjectId}/branches`
    const malformed = await call(emulator, 'POST', path, {
      raw: '{"branch":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed).toMatchObject({
      status: 400,
      body: { code: '', message: 'invalid request: decode application/json: malformed JSON' },
    })
    expect(
      (await call(emulator, 'POST', path, { raw: 'name=x', headers: { 'Content-Type': 'text/plain' } })).status,
    ).toBe(415)
    expect((await call(emulator, 'POST', path, { body: [1, 2] })).status).toBe(400)
    expect((await call(emulator, 'POST', path, { body: { branch: { name: '' } } })).status).toBe(400)
    expect((await call(emulator, 'POST', path, { body: { branch: { name: 'x'.repeat(257) } } })).status).toBe(400)
  })

  it('refuses an oversize body (declared or streamed) with 413', async () => {
    const emulator = make({ maxBodyBytes: 1_000 })
    const path = `/projects/${emulator.defaultProjectId}/branches`
    const big = JSON.stringify({ branch: { name: 'x' }, pad: 'y'.repeat(2_000) })
    expect(
      (await call(emulator, 'POST', path, { raw: big, headers: { 'Content-Type': 'application/json' } })).status,
    ).toBe(413)
    const chunk = new TextEncoder().encode('y'.repeat(400))
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        if (pulled > 100) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const streamed = await call(emulator, 'POST', path, {
      raw: stream,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(streamed.status).toBe(413)
    expect(pulled).toBeLessThan(10)
    expect(emulator.listBranches(emulator.defaultProjectId)).toHaveLength(1)
  })

  it('answers an internal failure 500 in the API error shape instead of throwing', async () => {
    const emulator = make()
    emulator.failNext({ status: 500 })
    const response = await call(emulator, 'GET', '/projects')
    expect(response).toMatchObject({ status: 500, body: { code: '', message: 'internal error' } })
  })

  it('answers 429 with Retry-After over the per-route budget and counts only admitted requests', async () => {
    const clock = new FakeClock()
    const emulator = make({
      clock,
      rateLimits: { requestsPerMinute: 700, requestsPerSecondPerRoute: 3, routeRequestsPerSecond: {} },
    })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await call(emulator, 'GET', '/projects')).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const refused = await call(emulator, 'GET', '/projects')
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.body).toMatchObject({ code: '', message: 'too many requests' })
    expect((await call(emulator, 'GET', `/projects/${emulator.defaultProjectId}`)).status).toBe(200)
    await clock.advance(1_000)
    expect((await call(emulator, 'GET', '/projects')).status).toBe(200)
  })

  it('answers 429 on the 11th org API key creation within a second', async () => {
    const emulator = make()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call(emulator, 'POST', `/organizations/${emulator.orgId}/api_keys`, { body: { key_name: `k${i}` } }))
          .status,
      )
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429])
  })
})
