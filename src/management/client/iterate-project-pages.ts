import type { ListProjectsQuery, ListProjectsResponse } from './types/project'

/** Page size of {@link iterateProjectPages} when none is given (the API's own default is 10). */
export const DEFAULT_ITERATE_LIMIT = 100

/** Lists one page of projects, as the client's `listProjects` does. */
export type ListProjects = (
  query: ListProjectsQuery,
  options: { signal?: AbortSignal },
) => Promise<ListProjectsResponse>

/**
 * Walks `GET /projects` page by page. The API keeps a cursor on its last non-empty page and sends no
 * `pagination` on an empty one, so the walk stops on the first of: an empty page (not yielded), no
 * cursor, a page shorter than `limit`, or a cursor that did not move. A last page of exactly `limit`
 * projects therefore costs one more request, which comes back empty.
 *
 * Hand-written: the SDK's walk is part of `createNeonClient`, which the kit does not use, and it stops only
 * on an empty page or a missing cursor, which costs every walk that extra request.
 */
export async function* iterateProjectPages(
  listProjects: ListProjects,
  query: Omit<ListProjectsQuery, 'cursor'> & { cursor?: string },
  signal: AbortSignal | undefined,
): AsyncGenerator<ListProjectsResponse, void, undefined> {
  const limit = query.limit ?? DEFAULT_ITERATE_LIMIT
  let cursor = query.cursor
  for (;;) {
    const page = await listProjects(
      { ...query, limit, ...(cursor === undefined ? {} : { cursor }) },
      signal ? { signal } : {},
    )
    if (page.projects.length === 0) return
    yield page
    const next = page.pagination?.cursor
    if (!next || next === cursor || page.projects.length < limit) return
    cursor = next
  }
}
