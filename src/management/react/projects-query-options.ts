import { queryOptions } from '@tanstack/react-query'
import type { ManagementClient } from '../client/management-client'
import type { ProjectListItem } from '../client/types/project'
import { managementKeys } from './management-keys'
import type { ProjectListParams } from './management-keys'

/**
 * Every project the client's key reaches (`GET /projects`, all pages walked, 100 a page), optionally
 * filtered by `search` or `org_id`, for `useQuery` or a route loader.
 *
 * @example
 * const projects = await queryClient.fetchQuery(projectsQueryOptions(client, { search: 'shop' }))
 */
export function projectsQueryOptions(client: ManagementClient, params: ProjectListParams = {}) {
  return queryOptions<ProjectListItem[]>({
    queryKey: managementKeys.projectList(params),
    queryFn: async ({ signal }) => {
      const projects: ProjectListItem[] = []
      for await (const project of client.iterateProjects(params, { signal })) projects.push(project)
      return projects
    },
    // The management client already retries what is worth repeating (423, 429, 503, honouring Retry-After) and
    // paces its requests: another layer of retries on top would only delay refusals such as a rejected key.
    retry: false,
  })
}
