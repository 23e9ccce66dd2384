import { z } from 'zod'
import {
  API_KEY_NAME_MAX_LENGTH,
  NEON_ID_PATTERN,
  PROJECTS_PAGE_LIMIT_MAX,
  codePointLength,
} from '../../core/neon-api-bounds'
import { organizationPluginConfigPatchSchema } from '../../core/plugin-config'
import type { OrganizationPluginConfig } from '../../core/plugin-config'
import { endpoint } from './endpoint'
import { iterateProjectPages } from './iterate-project-pages'
import type { ManagementClient, ManagementClientOptions } from './management-client'
import { systemClock } from './management-clock'
import { createRateLimiter } from './rate-limiter'
import { DEFAULT_RATE_LIMITS } from './rate-limits'
import { createRequester } from './request'
import { resolveRetryPolicy } from './retry-policy'
import type { NeonAuthPluginConfigs } from './types/auth-plugins'
import type { CreateBranchResponse } from './types/branch'
import type { OperationResponse } from './types/operation'
import type { OrgApiKeyCreateResponse } from './types/org-api-key'
import type { ListProjectsResponse } from './types/project'
import { validateInput } from './validate-input'
import { waitForOperations } from './wait-for-operations'

/** The production base URL of the management API. */
export const DEFAULT_MANAGEMENT_BASE_URL = 'https://console.neon.tech/api/v2'

// The API's bounds (core/neon-api-bounds): no stricter, so a name may be empty and is counted in
// characters (code points), as the API counts it.
const listQuerySchema = z.object({
  limit: z.number().int().min(1).max(PROJECTS_PAGE_LIMIT_MAX).optional(),
  org_id: z.string().regex(NEON_ID_PATTERN, 'Not a Neon id').optional(),
})
const orgApiKeySchema = z
  .object({
    key_name: z
      .string()
      .refine(
        (name) => codePointLength(name) <= API_KEY_NAME_MAX_LENGTH,
        `At most ${API_KEY_NAME_MAX_LENGTH} characters`,
      ),
    project_id: z.string().regex(NEON_ID_PATTERN, 'Not a Neon id').optional(),
  })
  .strict()

/**
 * Makes a client of the Neon management API v2. It depends on nothing but `fetch`, so it runs in
 * browsers and Node; it queues requests under the API's budgets, retries 429/423/503 with jittered
 * backoff (honouring `Retry-After`), and throws {@link ManagementApiError} for other failures.
 *
 * An API key does not belong in a browser bundle: in the browser, point `baseUrl` at your own server's
 * endpoint that holds the key (see docs/management.md).
 *
 * @example
 * const neon = createManagementClient({ apiKey: process.env.NEON_API_KEY! })
 * const { branch, operations } = await neon.createBranch(projectId, { branch: { name: 'preview-42' } })
 * const result = await neon.waitForOperations(operations, { timeoutMs: 120_000 })
 * if (result.outcome !== 'succeeded') throw new Error(`branch ${branch.id}: ${result.outcome}`)
 * await neon.updateOrganizationPlugin(projectId, branch.id, { membership_limit: 25 })
 */
export function createManagementClient(options: ManagementClientOptions): ManagementClient {
  if (typeof options.apiKey !== 'string' || options.apiKey === '')
    throw new TypeError('createManagementClient needs an apiKey')
  const clock = options.clock ?? systemClock
  const request = createRequester({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl ?? DEFAULT_MANAGEMENT_BASE_URL,
    fetch: options.fetch,
    clock,
    random: options.random ?? Math.random,
    retry: resolveRetryPolicy(options.retry),
    limiter:
      options.rateLimits === false ? undefined : createRateLimiter(options.rateLimits ?? DEFAULT_RATE_LIMITS, clock),
  })

  const client: ManagementClient = {
    getAuthPlugins: (projectId, branchId, { signal } = {}) =>
      request<NeonAuthPluginConfigs>({
        endpoint: endpoint('GET', '/projects/{project_id}/branches/{branch_id}/auth/plugins', {
          project_id: projectId,
          branch_id: branchId,
        }),
        signal,
      }),
    async updateOrganizationPlugin(projectId, branchId, patch, { signal } = {}) {
      const body = validateInput(organizationPluginConfigPatchSchema, patch, 'updateOrganizationPlugin')
      const target = endpoint('PATCH', '/projects/{project_id}/branches/{branch_id}/auth/plugins/organization', {
        project_id: projectId,
        branch_id: branchId,
      })
      return request<OrganizationPluginConfig>({ endpoint: target, body, signal })
    },
    async listProjects(query = {}, { signal } = {}) {
      validateInput(listQuerySchema, { limit: query.limit, org_id: query.org_id }, 'listProjects')
      return request<ListProjectsResponse>({ endpoint: endpoint('GET', '/projects'), query: { ...query }, signal })
    },
    iterateProjects: (query = {}, { signal } = {}) =>
      iterateProjectPages((page, options) => client.listProjects(page, options), query, signal),
    createBranch: (projectId, body, { signal } = {}) =>
      request<CreateBranchResponse>({
        endpoint: endpoint('POST', '/projects/{project_id}/branches', { project_id: projectId }),
        body: body ?? {},
        signal,
      }),
    async getOperation(projectId, operationId, { signal } = {}) {
      const target = endpoint('GET', '/projects/{project_id}/operations/{operation_id}', {
        project_id: projectId,
        operation_id: operationId,
      })
      return (await request<OperationResponse>({ endpoint: target, signal })).operation
    },
    waitForOperations: (operations, waitOptions) =>
      waitForOperations(
        (projectId, operationId, options) => client.getOperation(projectId, operationId, options),
        clock,
        operations,
        waitOptions,
      ),
    async createOrgApiKey(orgId, body, { signal } = {}) {
      const valid = validateInput(orgApiKeySchema, body, 'createOrgApiKey')
      const target = endpoint('POST', '/organizations/{org_id}/api_keys', { org_id: orgId })
      return request<OrgApiKeyCreateResponse>({ endpoint: target, body: valid, signal })
    },
  }
  return client
}
