import type { KyselyLike, MemberSearchDatabase, PgPoolLike } from './member-search-database'

/** One member of a search page, as Better Auth's `list-members` answers it. */
export interface MemberSearchRow {
  id: string
  organizationId: string
  userId: string
  role: string
  createdAt: Date | string
  user: { id: string; name: string; email: string; image: string | null }
}

/** What one search reads. */
export interface MemberSearchQuery {
  organizationId: string
  /** Lower-cased; `''` matches every member. */
  search: string
  /** Members whose stored role contains this name; `undefined` for every role. */
  role: string | undefined
  sortBy: 'id' | 'organizationId' | 'userId' | 'role' | 'createdAt'
  sortDirection: 'asc' | 'desc'
  limit: number
  offset: number
}

/** Table and column names of the models the search joins, as the app's Better Auth schema maps them. */
export interface MemberSearchNames {
  member: { table: string; column: (field: string) => string }
  user: { table: string; column: (field: string) => string }
}

/** `%term%` for LIKE with the term's own `%`, `_` and `\` taken literally (backslash is the escape character). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** A row of either query: the member's columns, then the user's under `user_*` aliases. */
function toMemberRow(row: Record<string, unknown>): MemberSearchRow {
  return {
    id: String(row.id),
    organizationId: String(row.organizationId),
    userId: String(row.userId),
    role: String(row.role),
    createdAt: row.createdAt as Date | string,
    user: {
      id: String(row.userId),
      name: typeof row.user_name === 'string' ? row.user_name : '',
      email: typeof row.user_email === 'string' ? row.user_email : '',
      image: typeof row.user_image === 'string' ? row.user_image : null,
    },
  }
}

/**
 * One page of an organization's members whose user's name or e-mail contains the term (compared in lower case),
 * with the role filter, sorted (ties by id, so pages never overlap) and paged in the database, and the count
 * of every match: one query over the members of that organization joined with their users, whatever the size.
 */
export async function readMemberSearch(
  database: MemberSearchDatabase,
  names: MemberSearchNames,
  query: MemberSearchQuery,
): Promise<{ members: MemberSearchRow[]; total: number }> {
  return database.kind === 'kysely' ? readWithKysely(database, names, query) : readWithPool(database.pool, names, query)
}

async function readWithKysely({ db }: { db: KyselyLike }, names: MemberSearchNames, query: MemberSearchQuery) {
  const m = (field: string) => `m.${names.member.column(field)}`
  const u = (field: string) => `u.${names.user.column(field)}`
  const pattern = containsPattern(query.search)
  /* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-assignment -- the app's Kysely instance, typed loosely so the plugin imports no kysely */
  // The organization's members are read first, as a materialized CTE: one index scan, then the users by primary
  // key, whatever the planner's statistics say (PGlite never refreshes them, and a table filled in bulk has none
  // yet; the plain join then probes the organization's index once per matching user).
  const organizationMembers = db
    .with(
      (cte: any) => cte('m').materialized(),
      (inner: any) =>
        inner
          .selectFrom(names.member.table)
          .selectAll()
          .where(names.member.column('organizationId'), '=', query.organizationId),
    )
    .selectFrom('m')
  let matching = organizationMembers.innerJoin(`${names.user.table} as u`, u('id'), m('userId'))
  if (query.search)
    matching = matching.where((eb: any) =>
      eb.or([eb(eb.fn('lower', [u('name')]), 'like', pattern), eb(eb.fn('lower', [u('email')]), 'like', pattern)]),
    )
  if (query.role !== undefined) matching = matching.where(m('role'), 'like', containsPattern(query.role))
  // One pass: the page, each row carrying the count of every match (a window over the same rows).
  const rows: Record<string, unknown>[] = await matching
    .select([
      `${m('id')} as id`,
      `${m('organizationId')} as organizationId`,
      `${m('userId')} as userId`,
      `${m('role')} as role`,
      `${m('createdAt')} as createdAt`,
      `${u('name')} as user_name`,
      `${u('email')} as user_email`,
      `${u('image')} as user_image`,
    ])
    .select((eb: any) => eb.fn.countAll().over().as('total'))
    .orderBy(m(query.sortBy), query.sortDirection)
    .orderBy(m('id'), query.sortDirection)
    .limit(query.limit)
    .offset(query.offset)
    .execute()
  // A page past the end has no row to carry the count: it is counted on its own (only then).
  const total =
    rows.length > 0 || query.offset === 0
      ? Number(rows[0]?.total ?? 0)
      : Number((await matching.select((eb: any) => eb.fn.countAll().as('total')).executeTakeFirst())?.total ?? 0)
  return { members: rows.map(toMemberRow), total }
  /* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-assignment */
}

/** A Postgres identifier, quoted. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

async function readWithPool(pool: PgPoolLike, names: MemberSearchNames, query: MemberSearchQuery) {
  const m = (field: string) => `m.${quoted(names.member.column(field))}`
  const u = (field: string) => `u.${quoted(names.user.column(field))}`
  const values: unknown[] = [query.organizationId]
  const conditions = ['true']
  if (query.search) {
    values.push(containsPattern(query.search))
    conditions.push(`(lower(${u('name')}) like $${values.length} or lower(${u('email')}) like $${values.length})`)
  }
  if (query.role !== undefined) {
    values.push(containsPattern(query.role))
    conditions.push(`${m('role')} like $${values.length}`)
  }
  // The organization's members first, as a materialized CTE (see readWithKysely).
  const organizationMembers = `with m as materialized (select * from ${quoted(names.member.table)} where ${quoted(names.member.column('organizationId'))} = $1)`
  const from = `from m join ${quoted(names.user.table)} u on ${u('id')} = ${m('userId')} where ${conditions.join(' and ')}`
  const direction = query.sortDirection === 'desc' ? 'desc' : 'asc'
  const columns = [
    `${m('id')} as "id"`,
    `${m('organizationId')} as "organizationId"`,
    `${m('userId')} as "userId"`,
    `${m('role')} as "role"`,
    `${m('createdAt')} as "createdAt"`,
    `${u('name')} as "user_name"`,
    `${u('email')} as "user_email"`,
    `${u('image')} as "user_image"`,
    'count(*) over () as "total"',
  ].join(', ')
  const page = `${organizationMembers} select ${columns} ${from} order by ${m(query.sortBy)} ${direction}, ${m('id')} ${direction} limit $${values.length + 1} offset $${values.length + 2}`
  const rows = await pool.query(page, [...values, query.limit, query.offset])
  // A page past the end has no row to carry the count: it is counted on its own (only then).
  const total =
    rows.rows.length > 0 || query.offset === 0
      ? Number(rows.rows[0]?.total ?? 0)
      : Number(
          (await pool.query(`${organizationMembers} select count(*) as total ${from}`, values)).rows[0]?.total ?? 0,
        )
  return { members: rows.rows.map(toMemberRow), total }
}
