/** The part of Better Auth's database adapter (`ctx.context.adapter`) the organization page reads with. */
export interface OrganizationPageAdapter {
  count(query: { model: string; where: Where[] }): Promise<number>
  findMany<T>(query: {
    model: string
    where: Where[]
    limit: number
    offset?: number
    select?: string[]
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

/** How many member counts one page runs at a time (a page holds up to 100 organizations). */
const COUNTS_AT_ONCE = 10

/**
 * One page of the user's organizations, by name then id (a total order, so pages never repeat or skip one),
 * each with the user's role and its member count, and how many there are in all. Read through Better Auth's
 * adapter by the organization plugin's model names, so it works on any database the app gives Better Auth:
 * the user's memberships (a count, then that many rows, as the adapter otherwise stops at
 * `defaultFindManyLimit`), the id and name of each of their organizations sorted by name in the database (the
 * adapter sorts by one field only, so ties are ordered here, see {@link inPageOrder}), the page's organizations,
 * then one count of members per organization of the page, {@link COUNTS_AT_ONCE} at a time.
 */
export async function readOrganizationsWithRoles(
  adapter: OrganizationPageAdapter,
  { userId, limit, offset }: OrganizationPageQuery,
): Promise<{ organizations: OrganizationWithRoleRow[]; total: number }> {
  const ofUser = [{ field: 'userId', value: userId }]
  const count = await adapter.count({ model: 'member', where: ofUser })
  if (count === 0) return { organizations: [], total: 0 }
  const memberships = await adapter.findMany<MembershipRow>({ model: 'member', where: ofUser, limit: count })
  const roleByOrganization = new Map(memberships.map((membership) => [membership.organizationId, membership.role]))
  const total = roleByOrganization.size
  const ids = [...roleByOrganization.keys()]
  const names = await adapter.findMany<Pick<OrganizationRow, 'id' | 'name'>>({
    model: 'organization',
    where: [{ field: 'id', operator: 'in', value: ids }],
    select: ['id', 'name'],
    limit: ids.length,
    sortBy: { field: 'name', direction: 'asc' },
  })
  const pageIds = inPageOrder(names)
    .slice(offset, offset + limit)
    .map((organization) => organization.id)
  if (pageIds.length === 0) return { organizations: [], total }
  const rows = await adapter.findMany<OrganizationRow>({
    model: 'organization',
    where: [{ field: 'id', operator: 'in', value: pageIds }],
    limit: pageIds.length,
  })
  const rowById = new Map(rows.map((row) => [row.id, row]))
  const page = pageIds.flatMap((id) => rowById.get(id) ?? [])
  const organizations: OrganizationWithRoleRow[] = []
  for (let start = 0; start < page.length; start += COUNTS_AT_ONCE)
    organizations.push(
      ...(await Promise.all(
        page.slice(start, start + COUNTS_AT_ONCE).map(async (organization) => ({
          ...organization,
          role: roleByOrganization.get(organization.id) ?? '',
          memberCount: await adapter.count({
            model: 'member',
            where: [{ field: 'organizationId', value: organization.id }],
          }),
        })),
      )),
    )
  return { organizations, total }
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Whether two names have the same letters, case and accents aside. */
const sameLetters = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0

/**
 * The organizations as the database sorted them by name, with ties put in one order: each run of neighbours
 * whose names the database may hold equal (the same letters, case and accents aside, as MySQL's and MSSQL's
 * default collations compare; Postgres and SQLite tie only the very same name) by name's code units, then by id.
 * A run is the same rows whatever order the database gave its ties in, so every read pages the same list.
 */
export function inPageOrder<T extends { id: string; name: string }>(sortedByName: T[]): T[] {
  const ordered: T[] = []
  let run: T[] = []
  const endRun = () => {
    run.sort((a, b) => byCodeUnits(a.name, b.name) || byCodeUnits(a.id, b.id))
    ordered.push(...run)
  }
  for (const organization of sortedByName) {
    const first = run[0]
    if (first && !sameLetters(first.name, organization.name)) {
      endRun()
      run = []
    }
    run.push(organization)
  }
  endRun()
  return ordered
}
