import { describe, expect, it } from 'vitest'
import { isOrgKitError } from '../../src/core/org-kit-error'
import type { ProjectListItem } from '../../src/management/client/types/project'
import type { EmulatorProjectSeed } from '../../src/server/management-emulator/types'
import { createHarness, TEST_API_KEY } from './support/harness'

const searchOf = (url: string) => new URL(url).search

const seeds = (count: number): EmulatorProjectSeed[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `project-${String(index).padStart(3, '0')}`,
    name: `Project ${index}`,
  }))

async function walk(count: number, limit: number) {
  const { client, seen } = createHarness({ emulator: { projects: seeds(count) } })
  const projects: ProjectListItem[] = []
  for await (const project of client.iterateProjects({ limit })) projects.push(project)
  return { ids: projects.map((project) => project.id), searches: seen.map((request) => searchOf(request.url)) }
}

// The walk is the SDK's (`neon.projects.list(...)` iterated): it asks for the next page until one comes back empty
// or without a cursor. The API keeps a cursor on its last non-empty page, so a walk ends on an empty page.
describe('management client: project pagination', () => {
  it('0 projects: an empty first page, no pagination key, nothing yielded, one request', async () => {
    const { client } = createHarness({ emulator: { projects: [] } })
    const page = await client.listProjects({ limit: 10 })
    expect(page).toEqual({ projects: [], applications: {}, integrations: {} })
    const { ids, searches } = await walk(0, 10)
    expect(ids).toEqual([])
    expect(searches).toHaveLength(1)
  })

  it('1 project: one page whose cursor is still present, then an empty page', async () => {
    const { client } = createHarness({ emulator: { projects: seeds(1) } })
    expect((await client.listProjects({ limit: 10 })).pagination).toEqual({ cursor: 'project-000' })
    const { ids, searches } = await walk(1, 10)
    expect(ids).toEqual(['project-000'])
    expect(searches).toEqual(['?limit=10', '?limit=10&cursor=project-000'])
  })

  it('many pages: every project once, in order, the previous cursor and the limit sent on every page', async () => {
    const { ids, searches } = await walk(25, 10)
    expect(ids).toEqual(seeds(25).map((seed) => seed.id))
    expect(searches).toEqual([
      '?limit=10',
      '?limit=10&cursor=project-009',
      '?limit=10&cursor=project-019',
      '?limit=10&cursor=project-024',
    ])
  })

  it('defaults the walk to pages of 100', async () => {
    const { ids, searches } = await (async () => {
      const { client, seen } = createHarness({ emulator: { projects: seeds(150) } })
      const found: string[] = []
      for await (const project of client.iterateProjects()) found.push(project.id)
      return { ids: found, searches: seen.map((request) => searchOf(request.url)) }
    })()
    expect(ids).toHaveLength(150)
    expect(searches[0]).toBe('?limit=100')
    expect(searches).toHaveLength(3)
  })

  it('is paced like every request: a burst of walks draws no 429', async () => {
    const { makeClient, emulator, clock } = createHarness({
      emulator: {
        projects: seeds(30),
        rateLimits: { requestsPerMinute: 700, requestsPerSecondPerRoute: 5, routeRequestsPerSecond: {} },
      },
    })
    const client = makeClient({
      rateLimits: { requestsPerMinute: 700, requestsPerSecondPerRoute: 5, routeRequestsPerSecond: {} },
    })
    const walkAll = async () => {
      const found: string[] = []
      for await (const project of client.iterateProjects({ limit: 10 })) found.push(project.id)
      return found
    }
    const walks = await clock.run(Promise.all([walkAll(), walkAll(), walkAll()]))
    for (const found of walks) expect(found).toHaveLength(30)
    expect(emulator.requests().filter((request) => request.status === 429)).toHaveLength(0)
    expect(emulator.requests()).toHaveLength(12)
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
    for await (const project of client.iterateProjects({ limit: 10 })) {
      expect(project.id).toBe('project-000')
      break
    }
    expect(seen).toHaveLength(1)
  })
})
