import { mutationOptions } from '@tanstack/react-query'
import type { OrganizationPluginConfig, OrganizationPluginConfigPatch } from '../../core/plugin-config'
import type { ManagementClient } from '../client/management-client'
import { managementKeys } from './management-keys'

/**
 * Changes the organization plugin configuration of a branch (`PATCH .../auth/plugins/organization`; only
 * the sent fields change). Not optimistic: a plugin switched off is a consequential change, so readers of
 * the configuration see it only once the API has accepted it. Reads in flight are cancelled first, so a late
 * answer cannot overwrite the result, and the returned configuration goes straight into
 * `managementKeys.pluginConfig`.
 *
 * Errors: `ManagementApiError` (status, message, request id) from the API; `OrgKitError`
 * `VALIDATION_ERROR` with `field` for a patch the client refuses before sending.
 *
 * @example
 * const update = useMutation(updatePluginConfigMutationOptions(client, projectId, branchId))
 * update.mutate({ membership_limit: 25 }, { onSuccess: (config) => toast(`Limit: ${config.membership_limit}`) })
 */
export function updatePluginConfigMutationOptions(client: ManagementClient, projectId: string, branchId: string) {
  const queryKey = managementKeys.pluginConfig(projectId, branchId)
  return mutationOptions<OrganizationPluginConfig, Error, OrganizationPluginConfigPatch>({
    mutationKey: managementKeys.mutation('updateOrganizationPlugin', projectId, branchId),
    mutationFn: (patch) => client.updateOrganizationPlugin(projectId, branchId, patch),
    // Never repeated by the query layer: the client retries what is safe itself.
    retry: false,
    onMutate: async (_patch, { client: queryClient }) => {
      await queryClient.cancelQueries({ queryKey })
    },
    onSuccess: (config, _patch, _context, { client: queryClient }) => {
      queryClient.setQueryData<OrganizationPluginConfig>(queryKey, config)
    },
  })
}
