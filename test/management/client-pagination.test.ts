import { describe, expect, it } from 'vitest'
import { isOrgKitError } from '../../src/core/org-kit-error'
import { createManagementClient } from '../../src/management/client/create-management-client'
import type { ListProjectsResponse } from '../../src/management/client/types/project'
import type { EmulatorProjectSeed } from '../../src/server/management-emulator/types'
import { createHarness, TEST_API_KEY } from './support/harness'

const seeds = (count: number): EmulatorProjectSeed[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `project-${String(index).padStart(3, '0')}`,
    name: `Project ${index}`,
  }))

async function walk(count: number, limit: number) {
  const { client, emulator } = createHarness({ emulator: { projects: seeds(count) } })
  const pages: ListProjectsResponse[] = []
  for await (const page of client.iterateProjects({ limit })) pages.push(page)
  const requests = emulator.requests()
  return { pages, ids: pages.flatMap((page) => page.projects.map((project) => project.id)), requests }
}

describe('management client: project pagination', () => {
  it('0 projects: an empty first page, no pagination key, nothing yielded, one request', async () => {
    const { client } = createHarness({ emulator: { projects: [] } })
    const page = await client.listProjects({ limit: 10 })
    expect(page).toEqual({ projects: [], applications: {}, integrations: {} })
    const { pages, requests } = await walk(0, 10)
    expect(pages).toEqual([])
    expect(requests).toHaveLength(1)
  })

  it('1 project: one page whose cursor is still present, one request', async () => {
    const { pages, ids, requests } = await walk(1, 10)
    expect(ids).toEqual(['project-000'])
    expect(pages[0]?.pagination).toEqual({ cursor: 'project-000' })
    expect(requests).toHaveLength(1)
  })

  it('exactly `limit` projects: one page, then one empty page ends the walk', async () => {
    const { pages, ids, requests } = await walk(10, 10)
    expect(pages).toHaveLength(1)
    expect(ids).toHaveLength(10)
    expect(requests).toHaveLength(2)
  })

  it('many pages: every project once, in order, with no extra request after a short last page', async () => {
    const { pages, ids, requests } = await walk(25, 10)
    expect(pages.map((page) => page.projects.length)).toEqual([10, 10, 5])
    expect(ids).toEqual(seeds(25).map((seed) => seed.id))
    expect(requests).toHaveLength(3)
  })

  it('sends the previous cursor and the limit on every page', async () => {
    const { client, seen } = createHarness({ emulator: { projects: seeds(5) } })
    const sizes: number[] = []
    for await (const page of client.iterateProjects({ limit: 2 })) sizes.push(page.projects.length)
    expect(sizes).toEqual([2, 2, 1])
    expect(seen.map((request) => new URL(request.url).search)).toEqual([
      '?limit=2',
      '?limit=2&cursor=project-001',
      '?limit=2&cursor=project-003',
    ])
  })

  it('defaults the walk to pages of 100 and can start from a cursor', async () => {
    const { client, seen } = createHarness({ emulator: { projects: seeds(150) } })
    const ids: string[] = []
    for await (const page of client.iterateProjects({ cursor: 'project-019' }))
      ids.push(...page.projects.map((p) => p.id))
    expect(ids[0]).toBe('project-020')
    expect(ids).toHaveLength(130)
    expect(seen).toHaveLength(2)
  })

  it('stops when a server repeats a cursor instead of looping forever', async () => {
    let calls = 0
    const client = createManagementClient({
      apiKey: TEST_API_KEY,
      rateLimits: false,
      fetch: () => {
        calls++
        const body = {
          projects: [{ id: 'same', name: 's', region_id: 'r', pg_version: 17, created_at: '' }],
          pagination: { cursor: 'same' },
        }
        return Promise.resolve(new Response(JSON.stringify({ ...body, applications: {}, integrations: {} })))
      },
    })
    const pages: unknown[] = []
    for await (const page of client.iterateProjects({ limit: 1 })) pages.push(page)
    expect(pages).toHaveLength(2)
    expect(calls).toBe(2)
  })

  it('validates limit (1 to 400) before any request, and so does the emulator', async () => {
    const { client, seen, emulator } = createHarness()
    for (const limit of [0, 401, 2.5]) {
      const error = await client.listProjects({ limit }).catch((e: unknown) => e)
      expect(isOrgKitError(error) ? [error.code, error.field] : error).toEqual(['VALIDATION_ERROR', 'limit'])
    }
    expect(seen).toHaveLength(0)
    for (const limit of ['0', '401', 'ten', '']) {
      const response = await emulator.handler(
        new Request(`http://x/api/v2/projects?limit=${limit}`, {
          headers: { Authorization: `Bearer ${TEST_API_KEY}` },
        }),
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        code: '',
        message: 'invalid request: query parameter "limit": must be an integer from 1 to 400',
      })
    }
  })

  it('can be abandoned early without further requests', async () => {
    const { client, seen } = createHarness({ emulator: { projects: seeds(30) } })
    for await (const page of client.iterateProjects({ limit: 10 })) {
      expect(page.projects).toHaveLength(10)
      break
    }
    expect(seen).toHaveLength(1)
  })
})
