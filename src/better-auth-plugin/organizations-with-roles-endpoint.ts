import { createAuthEndpoint, sessionMiddleware } from 'better-auth/api'
import * as z from 'zod/mini'
import { readOrganizationsWithRoles } from './read-organizations-with-roles'

/** The organization page's path under the auth base path. */
export const ORGANIZATIONS_WITH_ROLES_PATH = '/orgkit/list-organizations'

/** The most organizations one page holds (each one costs a member count). */
export const ORGANIZATION_PAGE_MAX = 100

const pageQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
})

/**
 * `GET /orgkit/list-organizations?limit=&offset=`: a page of the signed-in user's organizations, by name then id, each
 * with the user's role(s) (as Better Auth stores them, `"admin,member"`) and its member count, and `total`, in
 * one request. Signed in only, as Better Auth's `organization/list` (401 otherwise); only the caller's own
 * memberships are read. `limit` defaults to and stops at 100.
 */
export const listOrganizationsWithRoles = createAuthEndpoint(
  ORGANIZATIONS_WITH_ROLES_PATH,
  { method: 'GET', query: pageQuerySchema, use: [sessionMiddleware] },
  async (ctx) => {
    const page = await readOrganizationsWithRoles(ctx.context.adapter, {
      userId: ctx.context.session.user.id,
      limit: Math.min(ctx.query.limit ?? ORGANIZATION_PAGE_MAX, ORGANIZATION_PAGE_MAX),
      offset: ctx.query.offset ?? 0,
    })
    return ctx.json(page)
  },
)
