import type {
  BranchCreateRequestEndpointOptions,
  CreateProjectBranchData,
  CreateProjectBranchResponse,
} from '@neon/sdk'

// The shapes of branch creation, as Neon's SDK types them (generated from the API's OpenAPI spec), under the
// names the kit has always exported.

/** A branch of a project; `current_state` is `init` while its operations run, then `ready`. */
export type { Branch, Endpoint } from '@neon/sdk'

/** A compute endpoint requested with a branch: at most one `read_write` per branch. */
export type EndpointCreateRequest = BranchCreateRequestEndpointOptions

/** Body of `POST /projects/{project_id}/branches`; all optional (the API picks a name and the default parent). */
export type BranchCreateRequest = NonNullable<CreateProjectBranchData['body']>

/** Answer (201) of `POST /projects/{project_id}/branches`: the branch and the operations that build it. */
export type CreateBranchResponse = CreateProjectBranchResponse
