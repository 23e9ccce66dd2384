import type { Operation } from './operation'

/** A branch of a project (the fields the kit relies on; the API sends more). */
export interface Branch {
  id: string
  project_id: string
  parent_id?: string
  name: string
  /** `init` while its operations run, then `ready`. */
  current_state: string
  pending_state?: string
  /** Whether it is the project's default branch (it cannot be deleted). */
  default: boolean
  protected: boolean
  created_at: string
  updated_at: string
  [field: string]: unknown
}

/** A compute endpoint requested with a branch: at most one `read_write` per branch. */
export interface EndpointCreateRequest {
  type: 'read_write' | 'read_only'
  autoscaling_limit_min_cu?: number
  autoscaling_limit_max_cu?: number
}

/** A compute endpoint of a branch. */
export interface Endpoint {
  id: string
  project_id: string
  branch_id: string
  type: 'read_write' | 'read_only'
  host: string
  current_state: string
  [field: string]: unknown
}

/** Body of `POST /projects/{project_id}/branches`; all optional (the API picks a name and the default parent). */
export interface BranchCreateRequest {
  branch?: {
    /** 1 to 256 characters, unique in the project (a duplicate answers 409). */
    name?: string
    parent_id?: string
    protected?: boolean
  }
  endpoints?: EndpointCreateRequest[]
}

/** Answer (201) of `POST /projects/{project_id}/branches`: the branch and the operations that build it. */
export interface CreateBranchResponse {
  branch: Branch
  endpoints: Endpoint[]
  operations: Operation[]
  roles: unknown[]
  databases: unknown[]
  connection_uris?: unknown[]
}
