import type { OrganizationPluginConfig, OrganizationPluginConfigPatch } from '../../core/plugin-config'
import type { ManagementClock } from './management-clock'
import type { ManagementRateLimits } from './rate-limits'
import type { ManagementRetryOptions } from './retry-policy'
import type { NeonAuthPluginConfigs } from './types/auth-plugins'
import type { BranchCreateRequest, CreateBranchResponse } from './types/branch'
import type { Operation } from './types/operation'
import type { OrgApiKeyCreateRequest, OrgApiKeyCreateResponse } from './types/org-api-key'
import type { ListProjectsQuery, ListProjectsResponse } from './types/project'
import type { WaitForOperationsOptions, WaitForOperationsResult } from './wait-for-operations'

/** Options of {@link createManagementClient}. */
export interface ManagementClientOptions {
  /** Bearer API key. Kept in the client's closure only; never stored, logged or put in an error. */
  apiKey: string
  /**
   * Base URL of the API; may be relative (`/api/v2`) in a browser talking to the app's own proxy (the
   * browser resolves it against the page; outside a browser, give an absolute URL).
   * @default 'https://console.neon.tech/api/v2'
   */
  baseUrl?: string
  /** The fetch the SDK sends with; it is called with one `Request`. @default globalThis.fetch */
  fetch?: typeof fetch
  /**
   * Budgets of the client-side limiter, or `false` to send without one. A request holds its place from
   * sending until its answer, then counts for a window, so the API never sees more than the budget.
   * @default DEFAULT_RATE_LIMITS
   */
  rateLimits?: ManagementRateLimits | false
  /** Retrying of 429, 423 and 503. */
  retry?: ManagementRetryOptions
  /** Source of time for backoff, limiting and polling (the SDK's raw functions keep no time). @default systemClock */
  clock?: ManagementClock
  /** Source of jitter, in [0, 1). @default Math.random */
  random?: () => number
}

/** Per-call options: every call can be cancelled, including its queueing, backoff and polling waits. */
export interface ManagementRequestOptions {
  signal?: AbortSignal
}

/** A client of the Neon management API v2 (the part orgkit needs). */
export interface ManagementClient {
  /** `GET /projects/{id}/branches/{id}/auth/plugins`: every auth plugin's configuration of a branch. */
  getAuthPlugins(
    projectId: string,
    branchId: string,
    options?: ManagementRequestOptions,
  ): Promise<NeonAuthPluginConfigs>
  /**
   * `PATCH .../auth/plugins/organization`: changes only the sent fields and returns all five. The patch
   * is validated first; a bad one throws an `OrgKitError` `VALIDATION_ERROR` without any request.
   */
  updateOrganizationPlugin(
    projectId: string,
    branchId: string,
    patch: OrganizationPluginConfigPatch,
    options?: ManagementRequestOptions,
  ): Promise<OrganizationPluginConfig>
  /** `GET /projects`: one page. `limit` is 1 to 400. */
  listProjects(query?: ListProjectsQuery, options?: ManagementRequestOptions): Promise<ListProjectsResponse>
  /** Every page of `GET /projects`, lazily; empty pages are not yielded. `limit` defaults to 100. */
  iterateProjects(
    query?: Omit<ListProjectsQuery, 'cursor'> & { cursor?: string },
    options?: ManagementRequestOptions,
  ): AsyncGenerator<ListProjectsResponse, void, undefined>
  /** `POST /projects/{id}/branches`: the branch and the `operations` building it (see `waitForOperations`). */
  createBranch(
    projectId: string,
    body?: BranchCreateRequest,
    options?: ManagementRequestOptions,
  ): Promise<CreateBranchResponse>
  /** `GET /projects/{id}/operations/{id}`. */
  getOperation(projectId: string, operationId: string, options?: ManagementRequestOptions): Promise<Operation>
  /** Polls operations until they are all over, one fails, or the budget runs out (never throws on timeout). */
  waitForOperations(
    operations: readonly Operation[],
    options?: WaitForOperationsOptions,
  ): Promise<WaitForOperationsResult>
  /**
   * `POST /organizations/{id}/api_keys`. The returned `key` is shown once: hand it over, never log it.
   * `key_name` (1 to 64 characters) is validated before any request.
   */
  createOrgApiKey(
    orgId: string,
    body: OrgApiKeyCreateRequest,
    options?: ManagementRequestOptions,
  ): Promise<OrgApiKeyCreateResponse>
}
