import type { Branch, Endpoint } from '../../management/client/types/branch'
import type { ProjectListItem } from '../../management/client/types/project'
import type { BranchRecord, EndpointRecord, EmulatorState, ProjectRecord } from './emulator-state'
import { operationStatus } from './operation-record'

/** A project as `GET /projects` lists it. */
export function projectView(project: ProjectRecord): ProjectListItem {
  return {
    id: project.id,
    platform_id: 'aws',
    region_id: project.region_id,
    name: project.name,
    provisioner: 'k8s-neonvm',
    pg_version: project.pg_version,
    proxy_host: `${project.region_id.replace(/^aws-/, '')}.aws.neon.tech`,
    branch_logical_size_limit: 0,
    branch_logical_size_limit_bytes: 0,
    store_passwords: true,
    active_time: 0,
    cpu_used_sec: 0, // eslint-disable-line @typescript-eslint/no-deprecated -- deprecated, but the schema still requires it
    creation_source: 'console',
    created_at: project.created_at,
    updated_at: project.created_at,
    owner_id: 'orgkit-emulator',
    org_id: project.org_id,
  }
}

/** A branch at `now`: `init` until its operations are over, then `ready`. */
export function branchView(state: EmulatorState, branch: BranchRecord, now: number): Branch {
  const building = branch.operationIds.some((id) => {
    const operation = state.operations.get(id)
    if (!operation) return false
    const status = operationStatus(operation, now)
    return status === 'scheduling' || status === 'running'
  })
  return {
    id: branch.id,
    project_id: branch.project_id,
    ...(branch.parent_id ? { parent_id: branch.parent_id } : {}),
    name: branch.name,
    current_state: building ? 'init' : 'ready',
    ...(building ? { pending_state: 'ready' } : {}),
    state_changed_at: branch.created_at,
    creation_source: 'console',
    default: branch.default,
    protected: false,
    cpu_used_sec: 0, // eslint-disable-line @typescript-eslint/no-deprecated -- deprecated, but the schema still requires it
    compute_time_seconds: 0,
    active_time_seconds: 0,
    written_data_bytes: 0,
    data_transfer_bytes: 0,
    created_at: branch.created_at,
    updated_at: branch.created_at,
  }
}

/** A compute endpoint. */
export function endpointView(endpoint: EndpointRecord): Endpoint {
  return {
    id: endpoint.id,
    project_id: endpoint.project_id,
    branch_id: endpoint.branch_id,
    type: endpoint.type,
    host: `${endpoint.id}.us-east-2.aws.neon.tech`,
    region_id: 'aws-us-east-2',
    autoscaling_limit_min_cu: 0.25,
    autoscaling_limit_max_cu: 2,
    current_state: 'idle',
    settings: {},
    pooler_enabled: false, // eslint-disable-line @typescript-eslint/no-deprecated -- deprecated, but the schema still requires it
    pooler_mode: 'transaction',
    disabled: false,
    passwordless_access: true,
    creation_source: 'console',
    created_at: endpoint.created_at,
    updated_at: endpoint.created_at,
    proxy_host: 'us-east-2.aws.neon.tech',
    suspend_timeout_seconds: 0,
    provisioner: 'k8s-neonvm',
  }
}
