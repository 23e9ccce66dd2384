import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createManagementClient } from '../../src/management/client/create-management-client'
import { createManagementEmulator } from '../../src/server/management-emulator/create-management-emulator'
import { toNodeMiddleware } from '../../src/server/management-emulator/to-node-middleware'
import type { NodeMiddleware } from '../../src/server/management-emulator/to-node-middleware'
import { TEST_API_KEY } from './support/harness'

let server: Server | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** Serves the middleware on 127.0.0.1 with a fallback that answers `next` with 418; returns the origin. */
async function serve(middleware: NodeMiddleware, rewrite?: (url: string) => string): Promise<string> {
  const listening = createServer((req, res) => {
    if (rewrite) {
      ;(req as typeof req & { originalUrl?: string }).originalUrl = req.url
      req.url = rewrite(req.url ?? '/')
    }
    middleware(req, res, () => {
      res.statusCode = 418
      res.end('next')
    })
  })
  server = listening
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
}

describe('management emulator as Node middleware', () => {
  it('serves the client over real HTTP and passes other paths to next()', async () => {
    const emulator = createManagementEmulator({
      apiKey: TEST_API_KEY,
      operationDurations: { schedulingMs: 0, runningMs: 0 },
    })
    const origin = await serve(toNodeMiddleware(emulator))
    const client = createManagementClient({ apiKey: TEST_API_KEY, baseUrl: `${origin}/api/v2` })
    const { branch } = await client.createBranch(emulator.defaultProjectId, { branch: { name: 'over-http' } })
    expect(branch.name).toBe('over-http')
    const updated = await client.updateOrganizationPlugin(emulator.defaultProjectId, branch.id, {
      send_invitation_email: true,
    })
    expect(updated.send_invitation_email).toBe(true)
    const other = await fetch(`${origin}/src/main.tsx`)
    expect(other.status).toBe(418)
    expect(await other.text()).toBe('next')
  })

  it('works when mounted under a prefix (Connect strips it from req.url)', async () => {
    const emulator = createManagementEmulator({ apiKey: TEST_API_KEY })
    const origin = await serve(toNodeMiddleware(emulator), (url) => url.replace(/^\/api\/v2/, '') || '/')
    const response = await fetch(`${origin}/api/v2/projects?limit=1`, {
      headers: { Authorization: `Bearer ${TEST_API_KEY}` },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ projects: [{ id: emulator.defaultProjectId }] })
  })

  it('answers an oversize body 413 and a malformed one 400 over HTTP', async () => {
    const emulator = createManagementEmulator({ apiKey: TEST_API_KEY, maxBodyBytes: 100 })
    const origin = await serve(toNodeMiddleware(emulator))
    const url = `${origin}/api/v2/projects/${emulator.defaultProjectId}/branches`
    const headers = { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' }
    const big = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ pad: 'x'.repeat(500) }) })
    expect(big.status).toBe(413)
    const malformed = await fetch(url, { method: 'POST', headers, body: '{' })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({
      code: '',
      message: 'invalid request: decode application/json: malformed JSON',
    })
  })
})
