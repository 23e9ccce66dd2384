/**
 * The database Better Auth was given, as far as the search can query it: the app's Kysely instance on Postgres
 * (Better Auth's `database: { db, type: 'postgres' }`, PGlite included) or a `pg` pool (`database: new Pool(...)`).
 */
export type MemberSearchDatabase = { kind: 'kysely'; db: KyselyLike } | { kind: 'pool'; pool: PgPoolLike }

/** The part of a Kysely instance the search builds its query with (the plugin imports no kysely). */
export interface KyselyLike {
  selectFrom(from: string): any // eslint-disable-line @typescript-eslint/no-explicit-any
  with(name: unknown, query: unknown): any // eslint-disable-line @typescript-eslint/no-explicit-any
  withSchema(schema: string): KyselyLike
}

/** The part of a `pg` pool the search queries with. */
export interface PgPoolLike {
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The database to search with, from Better Auth's `database` option; `undefined` for one the search cannot
 * query correctly, so the route answers 404 there and the kit searches in chunks. Postgres only: a Kysely
 * instance declared `type: 'postgres'` (in `schemaName` if given, as Better Auth does) or a `pg` pool (a
 * driver Better Auth takes for Postgres: `connect` and `query`, neither MySQL's `getConnection` nor SQLite's
 * `aggregate`). Not SQLite (its LIKE takes no backslash escape without an ESCAPE clause, its lower() folds
 * ASCII only), not MSSQL (Kysely pages there with `offset … rows`, so the query fails), not MySQL (its
 * escaping depends on `NO_BACKSLASH_ESCAPES`, its collations compare accents aside: not verified), nor a
 * Kysely dialect given alone (`database: { dialect, type }`) or another adapter (Prisma, Drizzle, MongoDB).
 */
export function searchDatabaseOf(database: unknown): MemberSearchDatabase | undefined {
  if (!isRecord(database)) return undefined
  const db = database.db
  if (isRecord(db) && typeof db.selectFrom === 'function') {
    if (database.type !== 'postgres') return undefined
    const kysely = db as unknown as KyselyLike
    const { schemaName } = database
    return {
      kind: 'kysely',
      db: typeof schemaName === 'string' && schemaName ? kysely.withSchema(schemaName) : kysely,
    }
  }
  if (
    typeof database.connect === 'function' &&
    typeof database.query === 'function' &&
    !('getConnection' in database) &&
    !('aggregate' in database) &&
    !('createDriver' in database)
  )
    return { kind: 'pool', pool: database as unknown as PgPoolLike }
  return undefined
}
