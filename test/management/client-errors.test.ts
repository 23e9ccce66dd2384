import { describe, expect, it } from 'vitest'
import { createManagementClient } from '../../src/management/client/create-management-client'
import { isManagementApiError, ManagementApiError } from '../../src/management/client/management-api-error'
import { createHarness, everythingLoggable, TEST_API_KEY } from './support/harness'
import { rejectionOf } from '../support/rejection-of'

describe('management client: typed errors that never carry a secret', () => {
  it('surfaces a 409 as a typed error with the request id, without retrying', async () => {
    const { client, emulator } = createHarness()
    await client.createBranch(emulator.defaultProjectId, { branch: { name: 'dup' } })
    const error = await rejectionOf(client.createBranch(emulator.defaultProjectId, { branch: { name: 'dup' } }))
    expect(error).toBeInstanceOf(ManagementApiError)
    if (!isManagementApiError(error)) throw new Error('expected a ManagementApiError')
    const last = emulator.requests().at(-1)
    expect(last?.status).toBe(409)
    expect(error).toMatchObject({
      status: 409,
      code: '',
      message: 'branch already exists',
      method: 'POST',
    })
    expect(error.path).toBe(`/projects/${emulator.defaultProjectId}/branches`)
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(emulator.requests().filter((request) => request.status === 409)).toHaveLength(1)
  })

  it('takes the request id from the body when no header carries it', async () => {
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      rateLimits: false,
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({ request_id: 'req-body-1', code: 'X', message: 'nope' }), { status: 400 }),
        ),
    })
    const error = await rejectionOf(client.listProjects())
    expect(error).toMatchObject({ status: 400, code: 'X', message: 'nope', requestId: 'req-body-1' })
  })

  it('answers a wrong key with a 401 whose error never contains a key', async () => {
    const { makeClient } = createHarness()
    const wrongKey = 'napi_wrong_secret_value_9876543210'
    const error = await rejectionOf(makeClient({ apiKey: wrongKey }).listProjects())
    expect(error).toMatchObject({ status: 401, message: 'invalid API key' })
    expect(everythingLoggable(error)).not.toContain(wrongKey)
  })

  it('never quotes a body it cannot parse, even on a 200 (it may hold a new key)', async () => {
    const token = 'tok_fresh_secret_abcdef'
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      rateLimits: false,
      fetch: () =>
        Promise.resolve(new Response(`{"key":"${token}",`, { status: 200, headers: { 'x-request-id': 'r-1' } })),
    })
    const error = await rejectionOf(client.createOrgApiKey('org', { key_name: 'k' }))
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', requestId: 'r-1' })
    expect(everythingLoggable(error)).not.toContain(token)
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
  })

  it('redacts the key and bearer tokens a proxy echoes back', async () => {
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      rateLimits: false,
      fetch: () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              code: '',
              message: `bad header Authorization: Bearer ${TEST_API_KEY}; key ${TEST_API_KEY}`,
            }),
            { status: 400 },
          ),
        ),
    })
    const error = await rejectionOf(client.listProjects())
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
    expect((error as Error).message).toBe('bad header Authorization: Bearer [redacted]; key [redacted]')
  })

  it('turns a network failure into NETWORK_ERROR (status 0), without the key', async () => {
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      rateLimits: false,
      fetch: () =>
        Promise.reject(
          new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED, sent ${TEST_API_KEY}`) }),
        ),
    })
    const error = await rejectionOf(client.getOperation('p', 'o'))
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
    expect((error as Error).message).toContain('ECONNREFUSED')
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
  })
})
