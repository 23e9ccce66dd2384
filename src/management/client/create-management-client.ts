import {
  createClient,
  createConfig,
  createOrgApiKey,
  createProjectBranch,
  getNeonAuthPluginConfigs,
  getProjectOperation,
  listProjects,
  updateNeonAuthOrganizationPlugin,
} from '@neon/sdk/raw'
import { z } from 'zod'
import {
  API_KEY_NAME_MAX_LENGTH,
  NEON_ID_PATTERN,
  PROJECTS_PAGE_LIMIT_MAX,
  codePointLength,
} from '../../core/neon-api-bounds'
import { organizationPluginConfigPatchSchema } from '../../core/plugin-config'
import { endpoint } from './endpoint'
import { iterateProjectPages } from './iterate-project-pages'
import type { ManagementClient, ManagementClientOptions } from './management-client'
import { systemClock } from './management-clock'
import { createRateLimiter } from './rate-limiter'
import { DEFAULT_RATE_LIMITS } from './rate-limits'
import { resolveRetryPolicy } from './retry-policy'
import { createRequestSender } from './send-request'
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
 * Makes a client of the Neon management API v2 on Neon's SDK (`@neon/sdk`): its raw functions build,
 * authenticate and parse every request, so it runs wherever `fetch` does, in browsers and Node. The client
 * adds what an app needs on top: requests paced under the API's budgets, 429/423/503 retried with jittered
 * backoff (honouring `Retry-After`), input validated before any request, and {@link ManagementApiError} for
 * other failures, with no secret in it.
 *
 * The SDK's raw functions, not its `createNeonClient`: they are what an app downloads, and they are small
 * (about 4.6 kB gzip for the six endpoints, against about 13.7 kB for `createNeonClient`, which brings every
 * resource of the API along and has no wrapper for the organization plugin or org API keys anyway).
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
  const { apiKey } = options
  if (typeof apiKey !== 'string' || apiKey === '') throw new TypeError('createManagementClient needs an apiKey')
  const clock = options.clock ?? systemClock
  const sdk = createClient(
    createConfig({
      baseUrl: options.baseUrl ?? DEFAULT_MANAGEMENT_BASE_URL,
      // The bearer scheme only. The spec lists two cookie schemes as well, and a callback that answered
      // every scheme would also send the key in a `Cookie` header.
      auth: (scheme) => (scheme.scheme === 'bearer' ? apiKey : undefined),
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      // Every answer of the API is JSON, whatever Content-Type a proxy or a test double gives it.
      parseAs: 'json',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  )
  const send = createRequestSender({
    apiKey,
    clock,
    random: options.random ?? Math.random,
    retry: resolveRetryPolicy(options.retry),
    limiter:
      options.rateLimits === false ? undefined : createRateLimiter(options.rateLimits ?? DEFAULT_RATE_LIMITS, clock),
  })

  const client: ManagementClient = {
    async getAuthPlugins(projectId, branchId, { signal } = {}) {
      const path = { project_id: projectId, branch_id: branchId }
      return send({
        endpoint: endpoint('GET', '/projects/{project_id}/branches/{branch_id}/auth/plugins', path),
        signal,
        attempt: (attemptSignal) => getNeonAuthPluginConfigs({ client: sdk, path, signal: attemptSignal }),
      })
    },
    async updateOrganizationPlugin(projectId, branchId, patch, { signal } = {}) {
      const body = validateInput(organizationPluginConfigPatchSchema, patch, 'updateOrganizationPlugin')
      const path = { project_id: projectId, branch_id: branchId }
      return send({
        endpoint: endpoint('PATCH', '/projects/{project_id}/branches/{branch_id}/auth/plugins/organization', path),
        signal,
        attempt: (attemptSignal) =>
          updateNeonAuthOrganizationPlugin({ client: sdk, path, body, signal: attemptSignal }),
      })
    },
    async listProjects(query = {}, { signal } = {}) {
      validateInput(listQuerySchema, { limit: query.limit, org_id: query.org_id }, 'listProjects')
      return send({
        endpoint: endpoint('GET', '/projects'),
        signal,
        attempt: (attemptSignal) => listProjects({ client: sdk, query, signal: attemptSignal }),
      })
    },
    iterateProjects: (query = {}, { signal } = {}) =>
      iterateProjectPages((page, pageOptions) => client.listProjects(page, pageOptions), query, signal),
    async createBranch(projectId, body = {}, { signal } = {}) {
      const path = { project_id: projectId }
      return send({
        endpoint: endpoint('POST', '/projects/{project_id}/branches', path),
        signal,
        attempt: (attemptSignal) => createProjectBranch({ client: sdk, path, body, signal: attemptSignal }),
      })
    },
    async getOperation(projectId, operationId, { signal } = {}) {
      const path = { project_id: projectId, operation_id: operationId }
      const answer = await send({
        endpoint: endpoint('GET', '/projects/{project_id}/operations/{operation_id}', path),
        signal,
        attempt: (attemptSignal) => getProjectOperation({ client: sdk, path, signal: attemptSignal }),
      })
      return answer.operation
    },
    waitForOperations: (operations, waitOptions) =>
      waitForOperations(
        (projectId, operationId, getOptions) => client.getOperation(projectId, operationId, getOptions),
        clock,
        operations,
        waitOptions,
      ),
    async createOrgApiKey(orgId, body, { signal } = {}) {
      const valid = validateInput(orgApiKeySchema, body, 'createOrgApiKey')
      const path = { org_id: orgId }
      return send({
        endpoint: endpoint('POST', '/organizations/{org_id}/api_keys', path),
        signal,
        attempt: (attemptSignal) => createOrgApiKey({ client: sdk, path, body: valid, signal: attemptSignal }),
      })
    },
  }
  return client
}
