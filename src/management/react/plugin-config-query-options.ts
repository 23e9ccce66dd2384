import { queryOptions } from '@tanstack/react-query'
import { DEFAULT_PLUGIN_CONFIG } from '../../core/plugin-config'
import type { OrganizationPluginConfig } from '../../core/plugin-config'
import type { ManagementClient } from '../client/management-client'
import { managementKeys } from './management-keys'

/**
 * The organization plugin configuration of a branch (`GET .../auth/plugins`, its `organization` part),
 * for `useQuery`, `useSuspenseQuery`, `prefetchQuery` or a route loader. Fields the answer lacks take the
 * spec's defaults: the API's schema marks the whole part optional, and older versions of it had fewer
 * fields.
 *
 * @example
 * const config = await queryClient.ensureQueryData(pluginConfigQueryOptions(client, projectId, branchId))
 */
export function pluginConfigQueryOptions(client: ManagementClient, projectId: string, branchId: string) {
  return queryOptions<OrganizationPluginConfig>({
    queryKey: managementKeys.pluginConfig(projectId, branchId),
    queryFn: async ({ signal }) => {
      const plugins = await client.getAuthPlugins(projectId, branchId, { signal })
      return { ...DEFAULT_PLUGIN_CONFIG, ...plugins.organization }
    },
    // The management client already retries what is worth repeating (423, 429 with Retry-After, 503, with
    // backoff, bounded): another layer of retries on top would only delay refusals such as a rejected key.
    retry: false,
  })
}
