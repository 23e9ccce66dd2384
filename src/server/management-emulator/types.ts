import type { OrganizationPluginConfig } from '../../core/plugin-config'
import type { ManagementRateLimits } from '../../management/client/rate-limits'
import type { Branch } from '../../management/client/types/branch'
import type { OperationStatus } from '../../management/client/types/operation'

/** A branch to start with. The first of a project marked `default` (or else the first) is the default. */
export interface EmulatorBranchSeed {
  /** Lower-case letters, digits and hyphens, at most 60 (`^[a-z0-9-]{1,60}$`), as the API's ids. */
  id?: string
  /** 1 to 256 characters. */
  name: string
  default?: boolean
  /** Parent branch id; defaults to the project's default branch (none for the default itself). */
  parent_id?: string
  /** Initial organization plugin configuration; missing fields take the spec's defaults. */
  organization?: Partial<OrganizationPluginConfig>
}

/** A project to start with; without `branches` it gets one default branch `main`. */
export interface EmulatorProjectSeed {
  /** Lower-case letters, digits and hyphens, at most 60 (`^[a-z0-9-]{1,60}$`), as the API's ids. */
  id?: string
  name: string
  region_id?: string
  pg_version?: number
  /** ISO 8601; defaults to the emulator clock's time. */
  created_at?: string
  branches?: EmulatorBranchSeed[]
}

/** How long each phase of an operation lasts on the emulator's clock. */
export interface EmulatorOperationDurations {
  /** @default 400 */
  schedulingMs?: number
  /** @default 1200 */
  runningMs?: number
}

/** Options of `createManagementEmulator`. */
export interface ManagementEmulatorOptions {
  /** @default '/api/v2' */
  basePath?: string
  /** The accepted bearer key. When absent one is generated and passed to `log`. */
  apiKey?: string
  /** Where the generated key is announced. @default console.info */
  log?: (message: string) => void
  /** Organization owning the projects; matches `^[a-z0-9-]{1,60}$`. @default 'org-orgkit-dev' */
  orgId?: string
  /** @default one project `orgkit-dev` with a default branch `main` */
  projects?: EmulatorProjectSeed[]
  /** Source of time (operations and rate limits are computed from it). @default Date.now */
  clock?: { now(): number }
  operationDurations?: EmulatorOperationDurations
  /** Budgets answered with 429 + Retry-After, or `false` for none. @default DEFAULT_RATE_LIMITS */
  rateLimits?: ManagementRateLimits | false
  /** Answer 423 to branch creation or deletion while the project has operations in progress. @default false */
  lockWhileOperationsRun?: boolean
  /** Largest accepted request body. @default 65536 */
  maxBodyBytes?: number
  /**
   * Called after a PATCH of the organization plugin and before its answer (awaited when it returns a
   * promise). If it throws, the change is rolled back and the PATCH answers 500.
   */
  onPluginConfigChange?: (projectId: string, branchId: string, config: OrganizationPluginConfig) => void | Promise<void>
}

/** A failure the emulator answers instead of serving, for tests (`failNext`). */
export interface EmulatorInjectedFailure {
  status: 423 | 429 | 500 | 503
  /** How many requests get it. @default 1 */
  count?: number
  retryAfterSeconds?: number
  /** Only requests on this route (`METHOD /path/{template}`); any route when absent. */
  route?: string
}

/** One request the emulator answered (authenticated or not). */
export interface EmulatorRequestRecord {
  /** Emulator clock time of arrival. */
  at: number
  method: string
  /** `METHOD /path/{template}`, or the raw path when no route matched. */
  route: string
  path: string
  status: number
}

/** A running emulator: its handler, its dev key, and hooks for tests. */
export interface ManagementEmulator {
  readonly basePath: string
  readonly apiKey: string
  readonly orgId: string
  readonly defaultProjectId: string
  readonly defaultBranchId: string
  /** Fetch-style handler for URLs under `basePath`. It never throws. */
  handler(request: Request): Promise<Response>
  /** Pins an operation's status from now on (e.g. `failed`, `error`, `cancelling`, `cancelled`, `skipped`). */
  forceOperationStatus(operationId: string, status: OperationStatus): void
  /** Queues injected failures, answered after authentication and before rate limiting. */
  failNext(failure: EmulatorInjectedFailure): void
  /** The organization plugin configuration of a branch, `undefined` when there is no such branch. */
  getPluginConfig(projectId: string, branchId: string): OrganizationPluginConfig | undefined
  /** Snapshot of a project's branches. */
  listBranches(projectId: string): Branch[]
  /** Snapshot of the last 10,000 answered requests, oldest first. */
  requests(): EmulatorRequestRecord[]
}
