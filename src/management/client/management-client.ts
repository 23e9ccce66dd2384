import type { OrganizationPluginConfig, OrganizationPluginConfigPatch } from '../../core/plugin-config'
import type { ManagementRateLimits } from './rate-limits'
import type { NeonAuthPluginConfigs } from './types/auth-plugins'
import type { BranchCreateRequest, CreateBranchResponse } from './types/branch'
import type { Operation } from './types/operation'
import type { OrgApiKeyCreateRequest, OrgApiKeyCreateResponse } from './types/org-api-key'
import type { ListProjectsQuery, ListProjectsResponse, ProjectListItem } from './types/project'
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
  /** The fetch the requests are sent with; it is called with one `Request`. @default globalThis.fetch */
  fetch?: typeof fetch
  /**
   * Budgets of the client-side limiter, or `false` to send without one. A request holds its place from
   * sending until its answer, then counts for a window, so the API never sees more than the budget.
   * @default DEFAULT_RATE_LIMITS
   */
  rateLimits?: ManagementRateLimits | false
  /**
   * Retries of 423, 429 and 503 (the SDK's `retries`): `Retry-After` honoured, never waited past 10 s, else
   * jittered backoff from 250 ms. `0` turns retrying off.
   * @default 4
   */
  retries?: number
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
  /**
   * Every project of `GET /projects`, one after the other, pages fetched lazily (the SDK's walk: it stops on an
   * empty page or a page without cursor). `limit` is the page size, 100 by default.
   */
  iterateProjects(
    query?: Omit<ListProjectsQuery, 'cursor'>,
    options?: ManagementRequestOptions,
  ): AsyncGenerator<ProjectListItem, void, undefined>
  /** `POST /projects/{id}/branches`: the branch and the `operations` building it (see `waitForOperations`). */
  createBranch(
    projectId: string,
    body?: BranchCreateRequest,
    options?: ManagementRequestOptions,
  ): Promise<CreateBranchResponse>
  /** `GET /projects/{id}/operations/{id}`. */
  getOperation(projectId: string, operationId: string, options?: ManagementRequestOptions): Promise<Operation>
  /**
   * Polls operations (the SDK's `neon.operations.waitFor`) until they are all over, one fails, or the budget runs
   * out; a failure or a timeout is an outcome, not a throw.
   */
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
