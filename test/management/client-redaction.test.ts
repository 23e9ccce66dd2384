import { describe, expect, it } from 'vitest'
import { createManagementClient } from '../../src/management/client/create-management-client'
import { everythingLoggable, TEST_API_KEY } from './support/harness'
import { rejectionOf } from '../support/rejection-of'

// Issue 23, finding 8: the key must not come back through the request id a server or proxy echoes, nor when
// the key the app passed carries a newline (read from a file or an environment variable with its line end),
// which the request's header loses while the echo keeps the rest.

/** A client whose every request is answered with `body` (JSON) and `status`. */
function clientAnswering(apiKey: string, status: number, body: object, headers: Record<string, string> = {}) {
  return createManagementClient({
    apiKey,
    rateLimits: false,
    retries: 0,
    fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status, headers })),
  })
}

describe('management client: redaction of what a server echoes', () => {
  it('redacts the key from an echoed request_id in the body', async () => {
    const error = await rejectionOf(
      clientAnswering(TEST_API_KEY, 400, { request_id: `req ${TEST_API_KEY}`, message: 'nope' }).listProjects(),
    )
    expect(error).toMatchObject({ status: 400, message: 'nope', requestId: 'req [redacted]' })
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
  })

  it('redacts the key from an echoed request id header', async () => {
    const error = await rejectionOf(
      clientAnswering(TEST_API_KEY, 400, { message: 'nope' }, { 'x-request-id': TEST_API_KEY }).listProjects(),
    )
    expect(error).toMatchObject({ requestId: '[redacted]' })
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
  })

  it.each([
    ['a line end after it', `${TEST_API_KEY}\n`],
    ['a Windows line end after it', `${TEST_API_KEY}\r\n`],
    ['a line end before it', `\n${TEST_API_KEY}`],
  ])('redacts a key passed with %s, which the server echoes without', async (_case, apiKey) => {
    const error = await rejectionOf(
      clientAnswering(apiKey, 401, {
        message: `invalid API key ${TEST_API_KEY}`,
        request_id: TEST_API_KEY,
      }).listProjects(),
    )
    expect((error as Error).message).toContain('[redacted]')
    expect(everythingLoggable(error)).not.toContain(TEST_API_KEY)
  })

  it('redacts a key echoed with its newline escaped, as JSON writes it', async () => {
    const apiKey = 'napi_first_half_0123456789\nnapi_second_half_abcdef'
    const error = await rejectionOf(
      clientAnswering(apiKey, 400, { message: `bad key ${JSON.stringify(apiKey)}` }).listProjects(),
    )
    expect(everythingLoggable(error)).not.toContain('first_half')
    expect(everythingLoggable(error)).not.toContain('second_half')
  })
})
