import { NEON_ID_PATTERN, PROJECTS_PAGE_LIMIT_MAX } from '../../../core/neon-api-bounds'
import { requireProject } from '../emulator-context'
import type { EmulatorContext } from '../emulator-context'
import { booleanQuery, integerQuery, patternQuery } from '../query-params'
import type { Route } from '../router'
import { projectView } from '../views'

/**
 * `GET /projects`: keyset pagination on the project id. A non-empty page carries
 * `pagination.cursor` (its last id), even when it is the last page; an empty page has no `pagination`.
 * `limit` is 1 to 400 (default 10), `timeout` 100 to 30000 ms (every emulated project answers in time),
 * `org_id` matches `^[a-z0-9-]{1,60}$`; `recoverable=true` lists deleted projects, and the emulator has none.
 */
export const listProjects: Route<EmulatorContext> = {
  method: 'GET',
  template: '/projects',
  handle({ state, query, key }) {
    const limit = integerQuery(query, 'limit', { min: 1, max: PROJECTS_PAGE_LIMIT_MAX }) ?? 10
    integerQuery(query, 'timeout', { min: 100, max: 30_000 })
    const recoverable = booleanQuery(query, 'recoverable') ?? false
    const orgId = patternQuery(query, 'org_id', NEON_ID_PATTERN)
    const cursor = query.get('cursor') ?? ''
    const search = query.get('search')?.toLowerCase()
    // `recoverable=true` lists only deleted projects still in their recovery window: the emulator deletes none.
    const listed = recoverable ? [] : [...state.projects.values()]
    const page = listed
      .filter((project) => key.projectId === undefined || project.id === key.projectId)
      .filter((project) => orgId === undefined || project.org_id === orgId)
      .filter((project) => !search || project.name.toLowerCase().includes(search) || project.id.includes(search))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .filter((project) => project.id > cursor)
      .slice(0, limit)
    const last = page.at(-1)
    return {
      status: 200,
      body: {
        projects: page.map(projectView),
        applications: {},
        integrations: {},
        ...(last ? { pagination: { cursor: last.id } } : {}),
      },
    }
  },
}

/** `GET /projects/{project_id}`. */
export const getProject: Route<EmulatorContext> = {
  method: 'GET',
  template: '/projects/{project_id}',
  handle(context, { project_id = '' }) {
    return { status: 200, body: { project: projectView(requireProject(context, project_id)) } }
  },
}
