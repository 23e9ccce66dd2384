import { DEFAULT_RATE_LIMITS } from '../../management/client/rate-limits'
import { OPERATION_STATUSES } from '../../management/client/types/operation'
import { EmulatorRateLimiter } from './emulator-rate-limiter'
import { EmulatorState, assertApiId } from './emulator-state'
import { createRequestHandler } from './handle-request'
import type { PipelineDeps } from './handle-request'
import { apiToken } from './ids'
import { ROUTES } from './routes/index'
import type { EmulatorProjectSeed, EmulatorRequestRecord, ManagementEmulator, ManagementEmulatorOptions } from './types'
import { branchView } from './views'

const DEFAULT_SEED: EmulatorProjectSeed = {
  id: 'orgkit-dev',
  name: 'orgkit-dev',
  branches: [{ id: 'br-orgkit-dev-main', name: 'main', default: true }],
}
const LOG_CAPACITY = 10_000

/**
 * Makes a local stand-in for the part of the Neon management API v2 that orgkit uses: projects with
 * cursor pagination, branches whose operations move scheduling, running, finished on the clock, org API
 * keys, rate limits answering 429 with `Retry-After`, and the organization plugin configuration per
 * branch. Node only; mount it with `toNodeMiddleware` or call `handler` with a `Request`.
 *
 * @example
 * const emulator = createManagementEmulator({
 *   onPluginConfigChange: (projectId, branchId, config) => backend.setPluginConfig(config),
 * })
 * server.middlewares.use(toNodeMiddleware(emulator))
 * // then: createManagementClient({ apiKey: emulator.apiKey, baseUrl: 'http://localhost:5173/api/v2' })
 */
export function createManagementEmulator(options: ManagementEmulatorOptions = {}): ManagementEmulator {
  const clock = options.clock ?? { now: () => Date.now() }
  const basePath = `/${(options.basePath ?? '/api/v2').replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '')
  const orgId = options.orgId ?? 'org-orgkit-dev'
  assertApiId('organization id', orgId)
  const state = new EmulatorState(orgId, clock)
  const projectIds = (options.projects ?? [DEFAULT_SEED]).map((seed) => state.addProject(seed))
  const apiKey = options.apiKey ?? `orgkit_dev_${apiToken()}`
  if (apiKey === '') throw new TypeError('createManagementEmulator: apiKey must not be empty')
  state.apiKeys.set(apiKey, {})
  if (options.apiKey === undefined) {
    const log = options.log ?? ((message: string) => console.info(message))
    log(`[orgkit] management emulator at ${basePath || '/'}; dev API key: ${apiKey}`)
  }
  const log: EmulatorRequestRecord[] = []
  const deps: PipelineDeps = {
    basePath,
    state,
    routes: ROUTES,
    clock,
    limiter:
      options.rateLimits === false ? undefined : new EmulatorRateLimiter(options.rateLimits ?? DEFAULT_RATE_LIMITS),
    injected: [],
    maxBodyBytes: options.maxBodyBytes ?? 65_536,
    record(entry) {
      log.push(entry)
      if (log.length > LOG_CAPACITY) log.splice(0, log.length - LOG_CAPACITY)
    },
    settings: {
      schedulingMs: options.operationDurations?.schedulingMs ?? 400,
      runningMs: options.operationDurations?.runningMs ?? 1_200,
      lockWhileOperationsRun: options.lockWhileOperationsRun ?? false,
      onPluginConfigChange: options.onPluginConfigChange,
    },
  }
  const defaultProjectId = projectIds[0] ?? ''
  return {
    basePath,
    apiKey,
    orgId: state.orgId,
    defaultProjectId,
    defaultBranchId: state.defaultBranchOf(defaultProjectId)?.id ?? '',
    handler: createRequestHandler(deps),
    forceOperationStatus(operationId, status) {
      const operation = state.operations.get(operationId)
      if (!operation) throw new Error(`No operation ${operationId}`)
      if (!OPERATION_STATUSES.includes(status)) throw new Error(`Unknown operation status ${status}`)
      operation.forced = { status, at: clock.now() }
    },
    failNext(failure) {
      deps.injected.push({ ...failure, count: failure.count ?? 1 })
    },
    getPluginConfig(projectId, branchId) {
      const config = state.branchOf(projectId, branchId) && state.pluginConfigs.get(branchId)
      return config ? { ...config } : undefined
    },
    listBranches: (projectId) => state.branchesOf(projectId).map((branch) => branchView(state, branch, clock.now())),
    requests: () => [...log],
  }
}
