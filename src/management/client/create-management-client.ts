import { createNeonClient, isNeonError } from '@neon/sdk'
import type { NeonErrorUnion, NeonResult } from '@neon/sdk'
import {
  createOrgApiKey,
  createProjectBranch,
  getNeonAuthPluginConfigs,
  listProjects,
  updateNeonAuthOrganizationPlugin,
} from '@neon/sdk/raw'
import type { RawResult } from '@neon/sdk/raw'
import * as z from 'zod/mini'
import {
  API_KEY_NAME_MAX_LENGTH,
  NEON_ID_PATTERN,
  PROJECTS_PAGE_LIMIT_MAX,
  codePointLength,
} from '../../core/neon-api-bounds'
import { organizationPluginConfigPatchSchema } from '../../core/plugin-config'
import { endpoint } from './endpoint'
import type { Endpoint } from './endpoint'
import { errorFromResult } from './error-from-result'
import type { ManagementClient, ManagementClientOptions } from './management-client'
import { systemClock } from './management-clock'
import { createPacedFetch } from './paced-fetch'
import { createRateLimiter } from './rate-limiter'
import { DEFAULT_RATE_LIMITS } from './rate-limits'
import { retryRawCall } from './retry-raw-call'
import { validateInput } from './validate-input'
import { waitOutcome } from './wait-for-operations'

/** The production base URL of the management API. */
export const DEFAULT_MANAGEMENT_BASE_URL = 'https://console.neon.tech/api/v2'

/** Retries of 423/429/503 when the app sets none (the SDK's own default is 2; the client has always made 4). */
const DEFAULT_RETRIES = 4
/** Page size of `iterateProjects` when none is given (the API's own default is 10). */
const DEFAULT_PAGE_LIMIT = 100

// The API's bounds (core/neon-api-bounds): no stricter, so a name may be empty and is counted in
// characters (code points), as the API counts it.

/** A Neon id (a project's, an organization's), as the API takes it. */
const neonIdSchema = z.string().check(z.regex(NEON_ID_PATTERN, 'Not a Neon id'))

const listQuerySchema = z.object({
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(PROJECTS_PAGE_LIMIT_MAX))),
  org_id: z.optional(neonIdSchema),
})

/** An API key's name: at most `API_KEY_NAME_MAX_LENGTH` characters, counted as the API counts them. */
const apiKeyNameSchema = z
  .string()
  .check(
    z.refine(
      (name) => codePointLength(name) <= API_KEY_NAME_MAX_LENGTH,
      `At most ${API_KEY_NAME_MAX_LENGTH} characters`,
    ),
  )

const orgApiKeySchema = z.strictObject({
  key_name: apiKeyNameSchema,
  project_id: z.optional(neonIdSchema),
})

/**
 * Makes a client of the Neon management API v2 on Neon's SDK: one `createNeonClient` per client, whose resource
 * methods read projects (their pages walked by the SDK) and operations, and wait for operations, with the SDK's
 * retries of 423, 429 and 503. The calls the SDK has no resource method for (the organization plugin, org API
 * keys, branch creation with its operations, one whole page of projects) go through its raw functions on the same
 * configured client, retried by the same rules (`retry-raw-call.ts`). Every request, whichever way it goes, is
 * paced under the API's budgets (`paced-fetch.ts`). Input is validated before any request, and failures become
 * {@link ManagementApiError}s with no secret in them. It runs wherever `fetch` does, in browsers and Node.
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
  const baseUrl = options.baseUrl ?? DEFAULT_MANAGEMENT_BASE_URL
  const retries = options.retries ?? DEFAULT_RETRIES
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS
  const neon = createNeonClient({
    apiKey,
    baseUrl,
    retries,
    fetch: createPacedFetch({
      fetch: options.fetch,
      baseUrl,
      limiter: limits === false ? undefined : createRateLimiter(limits, systemClock),
      now: () => systemClock.now(),
    }),
    // Branches are created through the raw layer, and `waitForOperations` is the one place that waits.
    waitForReadiness: false,
  })
  // Every answer of the API is JSON. Read as JSON whatever its Content-Type (a proxy's, a test double's), a body
  // that is not JSON is a failure (INVALID_RESPONSE) rather than a string handed back as the resource.
  neon.client.setConfig({ parseAs: 'json' })
  const secrets = [apiKey]

  /** What a failed call throws: the caller's abort reason when it was aborted, else a ManagementApiError. */
  const failure = (error: NeonErrorUnion, call: Endpoint, signal: AbortSignal | undefined): unknown =>
    signal?.aborted ? signal.reason : errorFromResult(error, { ...call, secrets })

  /** A call of the SDK's resource methods: retried by the SDK; its error thrown as the client's. */
  async function resource<T>(call: Endpoint, signal: AbortSignal | undefined, result: Promise<NeonResult<T>>) {
    const { data, error } = await result
    if (error) throw failure(error, call, signal)
    return data
  }

  /** A call of the SDK's raw layer, on the same configured client: retried here, as the SDK would. */
  async function raw<T>(call: Endpoint, signal: AbortSignal | undefined, send: () => Promise<RawResult<T>>) {
    const result = await retryRawCall(send, { retries, signal })
    if (result.error) throw failure(result.error, call, signal)
    return result.data
  }

  return {
    async getAuthPlugins(projectId, branchId, { signal } = {}) {
      signal?.throwIfAborted()
      const path = { project_id: projectId, branch_id: branchId }
      return raw(endpoint('GET', '/projects/{project_id}/branches/{branch_id}/auth/plugins', path), signal, () =>
        getNeonAuthPluginConfigs({ client: neon.client, path, signal }),
      )
    },
    async updateOrganizationPlugin(projectId, branchId, patch, { signal } = {}) {
      const body = validateInput(organizationPluginConfigPatchSchema, patch, 'updateOrganizationPlugin')
      signal?.throwIfAborted()
      const path = { project_id: projectId, branch_id: branchId }
      const call = endpoint('PATCH', '/projects/{project_id}/branches/{branch_id}/auth/plugins/organization', path)
      return raw(call, signal, () => updateNeonAuthOrganizationPlugin({ client: neon.client, path, body, signal }))
    },
    async listProjects(query = {}, { signal } = {}) {
      validateInput(listQuerySchema, { limit: query.limit, org_id: query.org_id }, 'listProjects')
      signal?.throwIfAborted()
      return raw(endpoint('GET', '/projects'), signal, () => listProjects({ client: neon.client, query, signal }))
    },
    async *iterateProjects(query = {}, { signal } = {}) {
      validateInput(listQuerySchema, { limit: query.limit, org_id: query.org_id }, 'iterateProjects')
      signal?.throwIfAborted()
      const projects = neon.projects.list({ ...query, limit: query.limit ?? DEFAULT_PAGE_LIMIT }, { signal })
      try {
        yield* projects
      } catch (error) {
        throw isNeonError(error) ? failure(error, endpoint('GET', '/projects'), signal) : error
      }
    },
    async createBranch(projectId, body = {}, { signal } = {}) {
      signal?.throwIfAborted()
      const path = { project_id: projectId }
      return raw(endpoint('POST', '/projects/{project_id}/branches', path), signal, () =>
        createProjectBranch({ client: neon.client, path, body, signal }),
      )
    },
    async getOperation(projectId, operationId, { signal } = {}) {
      signal?.throwIfAborted()
      const call = endpoint('GET', '/projects/{project_id}/operations/{operation_id}', {
        project_id: projectId,
        operation_id: operationId,
      })
      return resource(call, signal, neon.operations.get({ projectId, operationId }, { signal }))
    },
    async waitForOperations(operations, { signal, intervalMs = 1_000, timeoutMs = 300_000 } = {}) {
      if (!(intervalMs >= 0) || !(timeoutMs >= 0)) throw new RangeError('intervalMs and timeoutMs must be >= 0')
      signal?.throwIfAborted()
      const { error } = await neon.operations.waitFor(
        { operations: [...operations] },
        { pollIntervalMs: intervalMs, timeoutMs, signal },
      )
      if (!error) return { outcome: 'succeeded' }
      const outcome = waitOutcome(error)
      if (outcome) return outcome
      // A read that failed (the SDK's polls are not retried), or an abort. Which operation it read, the SDK does
      // not say, so the error names the route.
      throw failure(error, { method: 'GET', path: '/projects/{project_id}/operations/{operation_id}' }, signal)
    },
    async createOrgApiKey(orgId, body, { signal } = {}) {
      const valid = validateInput(orgApiKeySchema, body, 'createOrgApiKey')
      signal?.throwIfAborted()
      const path = { org_id: orgId }
      return raw(endpoint('POST', '/organizations/{org_id}/api_keys', path), signal, () =>
        createOrgApiKey({ client: neon.client, path, body: valid, signal }),
      )
    },
  }
}
