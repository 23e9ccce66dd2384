// The `orgkit/management` entry: a client of the Neon management API v2, its React data layer and settings form, listed name by name.
export { createManagementClient, DEFAULT_MANAGEMENT_BASE_URL } from './management/client/create-management-client'
export type {
  ManagementClient,
  ManagementClientOptions,
  ManagementRequestOptions,
} from './management/client/management-client'
export { isManagementApiError, ManagementApiError } from './management/client/management-api-error'
export type { ManagementApiErrorInit } from './management/client/management-api-error'
export {
  OPERATION_FAILURE_STATUSES,
  OPERATION_SUCCESS_STATUSES,
  operationOutcome,
} from './management/client/operation-outcome'
export { DEFAULT_RATE_LIMITS, ORG_API_KEYS_ROUTE } from './management/client/rate-limits'
export type { ManagementRateLimits } from './management/client/rate-limits'
export { RETRYABLE_STATUSES } from './management/client/retry-raw-call'
export type { NeonAuthPluginConfigs } from './management/client/types/auth-plugins'
export type {
  Branch,
  BranchCreateRequest,
  CreateBranchResponse,
  Endpoint,
  EndpointCreateRequest,
} from './management/client/types/branch'
export type { GeneralError } from './management/client/types/general-error'
export { OPERATION_STATUSES } from './management/client/types/operation'
export type { Operation, OperationResponse, OperationStatus } from './management/client/types/operation'
export type { OrgApiKeyCreateRequest, OrgApiKeyCreateResponse } from './management/client/types/org-api-key'
export type {
  ListProjectsQuery,
  ListProjectsResponse,
  Pagination,
  ProjectListItem,
} from './management/client/types/project'
export type { WaitForOperationsOptions, WaitForOperationsResult } from './management/client/wait-for-operations'
export type { CreatorRole, OrganizationPluginConfig, OrganizationPluginConfigPatch } from './core/plugin-config'
export { DEFAULT_PLUGIN_CONFIG } from './core/plugin-config'

// React: the management data layer (needs the app's QueryClientProvider and a <ManagementProvider>).
export { managementKeys } from './management/react/management-keys'
export type { ManagementWriteName, ProjectListParams } from './management/react/management-keys'
export { ManagementProvider } from './management/react/management-provider'
export type { ManagementProviderProps } from './management/react/management-provider'
export type { Announce, Announcement, AnnouncementTone } from './components/announcer/announcement'
export { useManagementClient } from './management/react/use-management-client'
export { pluginConfigQueryOptions } from './management/react/plugin-config-query-options'
export { projectsQueryOptions } from './management/react/projects-query-options'
export { updatePluginConfigMutationOptions } from './management/react/update-plugin-config-mutation-options'
export { usePluginConfig } from './management/react/use-plugin-config'
export { useUpdatePluginConfig } from './management/react/use-update-plugin-config'
export { useProjects } from './management/react/use-projects'
export { OrganizationPluginSettings } from './management/react/organization-plugin-settings/organization-plugin-settings'
export type { OrganizationPluginSettingsProps } from './management/react/organization-plugin-settings/organization-plugin-settings'
