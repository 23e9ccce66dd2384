/** Keyset pagination of `GET /projects`: pass `cursor` back as is to get the next page. */
export interface Pagination {
  /** The id of the last project of the page. Present on every non-empty page, including the last. */
  cursor: string
}

/** A project as `GET /projects` lists it (the fields the kit relies on; the API sends more). */
export interface ProjectListItem {
  id: string
  name: string
  region_id: string
  pg_version: number
  /** ISO 8601 timestamp. */
  created_at: string
  /** ISO 8601 timestamp. */
  updated_at?: string
  org_id?: string
  [field: string]: unknown
}

/** Query of `GET /projects`. */
export interface ListProjectsQuery {
  /** Page size, 1 to 400. The API's default is 10. */
  limit?: number
  /** The `pagination.cursor` of the previous page. */
  cursor?: string
  /** Filters projects by name or id. */
  search?: string
  /** The organization to list; inferred from the key when it is an organization key. */
  org_id?: string
}

/** Answer of `GET /projects`. */
export interface ListProjectsResponse {
  projects: ProjectListItem[]
  /** Absent on an empty page. */
  pagination?: Pagination
  applications: Record<string, string[]>
  integrations: Record<string, string[]>
  unavailable_project_ids?: string[]
}
