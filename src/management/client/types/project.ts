import type { ListProjectsData } from '@neon/sdk'

/** A project as `GET /projects` lists it, its answer and its keyset pagination, as Neon's SDK types them. */
export type { ListProjectsResponse, Pagination, ProjectListItem } from '@neon/sdk'

/** Query of `GET /projects`: `limit` 1 to 400 (the API's default is 10), `cursor`, `search`, `org_id`, ... */
export type ListProjectsQuery = NonNullable<ListProjectsData['query']>
