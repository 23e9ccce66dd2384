import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api'
import * as z from 'zod/mini'
import { MEMBER_FIELDS, MEMBER_SEARCH_MAX_LENGTH } from '../core/input-schemas'
import { searchDatabaseOf } from './member-search-database'
import type { MemberSearchNames } from './read-member-search'
import { readMemberSearch } from './read-member-search'

/** The member search's path under the auth base path. */
export const MEMBER_SEARCH_PATH = '/orgkit/search-members'

/** The smallest page limit the search allows, whatever `membershipLimit` is (the member table's largest page). */
const MIN_PAGE_LIMIT = 100

const searchQuerySchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(MEMBER_SEARCH_MAX_LENGTH)), ''),
  organizationId: z.optional(z.string()),
  organizationSlug: z.optional(z.string()),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  sortBy: z._default(z.enum(MEMBER_FIELDS), 'createdAt'),
  sortDirection: z._default(z.enum(['asc', 'desc']), 'asc'),
  role: z.optional(z.string().check(z.trim(), z.minLength(1))),
})

/** Better Auth's own refusals of `list-members`, same status, code and message. */
const refusals = {
  organizationNotFound: () =>
    new APIError('BAD_REQUEST', { code: 'ORGANIZATION_NOT_FOUND', message: 'Organization not found' }),
  noActiveOrganization: () =>
    new APIError('BAD_REQUEST', { code: 'NO_ACTIVE_ORGANIZATION', message: 'No active organization' }),
  notAMember: () =>
    new APIError('FORBIDDEN', {
      code: 'YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION',
      message: 'You are not a member of this organization',
    }),
}

interface TableSchema {
  modelName: string
  fields: Record<string, { fieldName?: string | undefined } | undefined>
}

/** Table and column names of `member` and `user` as the app's schema maps them (`ctx.context.tables`). */
function namesOf(tables: Record<string, TableSchema | undefined>): MemberSearchNames {
  const model = (name: 'member' | 'user') => {
    const table = tables[name]
    return {
      table: table?.modelName ?? name,
      column: (field: string) => table?.fields[field]?.fieldName ?? field,
    }
  }
  return { member: model('member'), user: model('user') }
}

/**
 * `GET /orgkit/search-members?search=&limit=&offset=&sortBy=&sortDirection=&role=&organizationId=`: the members
 * of an organization whose name or e-mail contains `search` (case-insensitive), `role` contained in their stored
 * role, sorted (ties by id) and paged in the database, answered as `list-members` answers:
 * `{ members, total }`, `total` counting every match. The same checks as `list-members`: signed in (401), the
 * organization given by id or slug or else the active one (400 `ORGANIZATION_NOT_FOUND`,
 * 400 `NO_ACTIVE_ORGANIZATION`), the caller a member of it (403). `limit` defaults to `membershipLimit` and
 * stops there (at least 100). Served on Postgres only (a Kysely instance declared `type: 'postgres'`, PGlite
 * included, or a `pg` pool); any other database (SQLite, MySQL, MSSQL, Prisma, Drizzle, MongoDB) answers 404, as a
 * server without the route, so the kit searches in chunks there (see `searchDatabaseOf`).
 */
export const searchMembers = createAuthEndpoint(
  MEMBER_SEARCH_PATH,
  { method: 'GET', query: searchQuerySchema, use: [sessionMiddleware] },
  async (ctx) => {
    const { query, context } = ctx
    const database = searchDatabaseOf(context.options.database)
    if (!database) throw new APIError('NOT_FOUND')
    // The organization plugin adds `activeOrganizationId` to the session; Better Auth's own type does not name it.
    const { activeOrganizationId } = context.session.session as { activeOrganizationId?: unknown }
    let organizationId = query.organizationId || (typeof activeOrganizationId === 'string' ? activeOrganizationId : '')
    if (query.organizationSlug) {
      const organization = await context.adapter.findOne<{ id: string }>({
        model: 'organization',
        where: [{ field: 'slug', value: query.organizationSlug }],
      })
      if (!organization) throw refusals.organizationNotFound()
      organizationId = organization.id
    }
    if (!organizationId) throw refusals.noActiveOrganization()
    const membership = await context.adapter.findOne({
      model: 'member',
      where: [
        { field: 'userId', value: context.session.user.id },
        { field: 'organizationId', value: organizationId },
      ],
    })
    if (!membership) throw refusals.notAMember()
    const membershipLimit = (context.getPlugin('organization') as { options?: { membershipLimit?: unknown } } | null)
      ?.options?.membershipLimit
    const cap = Math.max(typeof membershipLimit === 'number' ? membershipLimit : MIN_PAGE_LIMIT, MIN_PAGE_LIMIT)
    const page = await readMemberSearch(database, namesOf(context.tables), {
      organizationId,
      search: query.search.toLowerCase(),
      role: query.role,
      sortBy: query.sortBy,
      sortDirection: query.sortDirection,
      limit: Math.min(query.limit ?? cap, cap),
      offset: query.offset ?? 0,
    })
    return ctx.json(page)
  },
)
