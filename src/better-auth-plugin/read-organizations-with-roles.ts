/** The part of Better Auth's database adapter (`ctx.context.adapter`) the organization page reads with. */
export interface OrganizationPageAdapter {
  count(query: { model: string; where: Where[] }): Promise<number>
  findMany<T>(query: {
    model: string
    where: Where[]
    limit: number
    offset?: number
    sortBy?: { field: string; direction: 'asc' | 'desc' }
  }): Promise<T[]>
}

interface Where {
  field: string
  value: string | string[]
  operator?: 'in'
}

interface MembershipRow {
  organizationId: string
  role: string
}

interface OrganizationRow {
  id: string
  name: string
  slug: string
  logo?: string | null
  metadata?: unknown
  createdAt: Date | string
}

/** One organization of the page: its row, the user's role(s) as stored (`"admin,member"`) and its member count. */
export type OrganizationWithRoleRow = OrganizationRow & { role: string; memberCount: number }

/** Options of {@link readOrganizationsWithRoles}. */
export interface OrganizationPageQuery {
  userId: string
  limit: number
  offset: number
}

/**
 * One page of the user's organizations, by name, each with the user's role and its member count, and how many
 * there are in all. Read through Better Auth's adapter by the organization plugin's model names, so it works on
 * any database the app gives Better Auth. The database counts and pages: the user's memberships (a count, then
 * that many rows, as the adapter otherwise stops at `defaultFindManyLimit`), the page of organizations among
 * them (sorted, `limit`/`offset`), then one count of members per organization of the page, all at once.
 */
export async function readOrganizationsWithRoles(
  adapter: OrganizationPageAdapter,
  { userId, limit, offset }: OrganizationPageQuery,
): Promise<{ organizations: OrganizationWithRoleRow[]; total: number }> {
  const ofUser = [{ field: 'userId', value: userId }]
  const total = await adapter.count({ model: 'member', where: ofUser })
  if (total === 0) return { organizations: [], total }
  const memberships = await adapter.findMany<MembershipRow>({ model: 'member', where: ofUser, limit: total })
  const roleByOrganization = new Map(memberships.map((membership) => [membership.organizationId, membership.role]))
  const page = await adapter.findMany<OrganizationRow>({
    model: 'organization',
    where: [{ field: 'id', operator: 'in', value: [...roleByOrganization.keys()] }],
    limit,
    offset,
    sortBy: { field: 'name', direction: 'asc' },
  })
  const organizations = await Promise.all(
    page.map(async (organization) => ({
      ...organization,
      role: roleByOrganization.get(organization.id) ?? '',
      memberCount: await adapter.count({
        model: 'member',
        where: [{ field: 'organizationId', value: organization.id }],
      }),
    })),
  )
  return { organizations, total: roleByOrganization.size }
}
