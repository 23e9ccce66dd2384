import type { OrganizationPluginConfig } from '../../core/plugin-config'
import type { ApiKeyRecord, EmulatorState, ProjectRecord } from './emulator-state'
import { notFound } from './http-error'

/** What a route handler gets besides its path parameters. */
export interface EmulatorContext {
  state: EmulatorState
  /** Emulator clock time of the request. */
  now: number
  query: URLSearchParams
  /** Parsed JSON body, `undefined` when there was none. */
  body: unknown
  /** Where the body wrote a number as `1.0` or `1e3`, which the API's integer fields refuse. */
  nonIntegerNumberPaths: ReadonlySet<string>
  /** The key that authenticated the request. */
  key: ApiKeyRecord
  schedulingMs: number
  runningMs: number
  lockWhileOperationsRun: boolean
  onPluginConfigChange:
    ((projectId: string, branchId: string, config: OrganizationPluginConfig) => void | Promise<void>) | undefined
}

/** The project, if it exists and the key reaches it; a 404 otherwise (a scoped key does not learn of others). */
export function requireProject(context: EmulatorContext, projectId: string): ProjectRecord {
  const project = context.state.projects.get(projectId)
  if (!project || (context.key.projectId !== undefined && context.key.projectId !== projectId)) {
    throw notFound('project')
  }
  return project
}
