import { useQuery } from '@tanstack/react-query'
import type { ProjectListParams } from './management-keys'
import { projectsQueryOptions } from './projects-query-options'
import { useManagementClient } from './use-management-client'

/**
 * Every project the management client's key reaches (all pages), optionally filtered.
 *
 * @example
 * const { data: projects = [] } = useProjects()
 * return projects.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)
 */
export function useProjects(params: ProjectListParams = {}) {
  const client = useManagementClient()
  return useQuery(projectsQueryOptions(client, params))
}
