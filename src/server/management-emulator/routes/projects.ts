import { requireProject } from '../emulator-context'
import type { EmulatorContext } from '../emulator-context'
import { invalidRequest } from '../http-error'
import type { Route } from '../router'
import { projectView } from '../views'

function parseLimit(raw: string | null): number {
  if (raw === null) return 10
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 400) {
    throw invalidRequest('query parameter "limit": must be an integer from 1 to 400')
  }
  return Number(raw)
}

/**
 * `GET /projects`: keyset pagination on the project id. A non-empty page carries
 * `pagination.cursor` (its last id), even when it is the last page; an empty page has no `pagination`.
 */
export const listProjects: Route<EmulatorContext> = {
  method: 'GET',
  template: '/projects',
  handle({ state, query, key }) {
    const limit = parseLimit(query.get('limit'))
    const cursor = query.get('cursor')
    if (cursor === '') throw invalidRequest('query parameter "cursor": must not be empty')
    const search = query.get('search')?.toLowerCase()
    const orgId = query.get('org_id')
    if (orgId !== null && !/^[a-z0-9-]{1,60}$/.test(orgId)) throw invalidRequest('query parameter "org_id": invalid')
    const page = [...state.projects.values()]
      .filter((project) => key.projectId === undefined || project.id === key.projectId)
      .filter((project) => orgId === null || project.org_id === orgId)
      .filter((project) => !search || project.name.toLowerCase().includes(search) || project.id.includes(search))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .filter((project) => cursor === null || project.id > cursor)
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
