import { useContext } from 'react'
import type { ManagementClient } from '../client/management-client'
import { ManagementContext } from './management-context'

/**
 * The management API client of the nearest `<ManagementProvider>`. Throws when there is none.
 *
 * @example
 * const client = useManagementClient()
 * const projects = useQuery(projectsQueryOptions(client))
 */
export function useManagementClient(): ManagementClient {
  const value = useContext(ManagementContext)
  if (value === null) throw new Error('useManagementClient must be used inside <ManagementProvider>')
  return value.client
}
