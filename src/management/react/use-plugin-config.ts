import { useQuery } from '@tanstack/react-query'
import { pluginConfigQueryOptions } from './plugin-config-query-options'
import { useManagementClient } from './use-management-client'

/**
 * The organization plugin configuration of a branch (the five fields), through the nearest
 * `<ManagementProvider>`. Idle while `projectId` or `branchId` is empty.
 *
 * @example
 * const { data: config, isPending, error } = usePluginConfig(projectId, branchId)
 * if (config && !config.enabled) return <p>Organizations are off on this branch.</p>
 */
export function usePluginConfig(projectId: string, branchId: string) {
  const client = useManagementClient()
  return useQuery({
    ...pluginConfigQueryOptions(client, projectId, branchId),
    enabled: projectId !== '' && branchId !== '',
  })
}
