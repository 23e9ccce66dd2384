import { useMutation } from '@tanstack/react-query'
import { updatePluginConfigMutationOptions } from './update-plugin-config-mutation-options'
import { useManagementClient } from './use-management-client'

/**
 * Changes the organization plugin configuration of a branch; send only the fields that change. On success
 * the new configuration is what `usePluginConfig` shows.
 *
 * @example
 * const update = useUpdatePluginConfig(projectId, branchId)
 * update.mutate({ enabled: false }, { onSuccess: () => setConfirmOpen(false) })
 */
export function useUpdatePluginConfig(projectId: string, branchId: string) {
  const client = useManagementClient()
  return useMutation(updatePluginConfigMutationOptions(client, projectId, branchId))
}
