import { Kysely, MssqlDialect, MysqlDialect, PGliteDialect, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { searchDatabaseOf } from '../../src/better-auth-plugin/member-search-database'

// Which databases the member search serves: Postgres only (its LIKE escaping and lower() are right there); any
// other database Better Auth can be given gets `undefined`, so the route answers 404 and the kit searches in
// chunks. Kysely instances are built on each dialect without connecting (no query runs), and the raw drivers
// Better Auth takes are given as the shapes Better Auth tells them apart by.

/** A Kysely instance on `dialect`, never connected. */
const kyselyOn = (dialect: ConstructorParameters<typeof Kysely>[0]['dialect']) => new Kysely<object>({ dialect })

const unused = () => {
  throw new Error('not connected in this test')
}

describe('searchDatabaseOf', () => {
  it('serves Postgres: a Kysely instance declared postgres (PGlite or pg) and a pg pool', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' })
    try {
      expect(searchDatabaseOf({ db: kyselyOn(new PostgresDialect({ pool })), type: 'postgres' })).toMatchObject({
        kind: 'kysely',
      })
      expect(
        searchDatabaseOf({ db: kyselyOn(new PGliteDialect({ pglite: {} as never })), type: 'postgres' }),
      ).toMatchObject({ kind: 'kysely' })
      expect(searchDatabaseOf(pool)).toMatchObject({ kind: 'pool', pool })
    } finally {
      await pool.end()
    }
  })

  it('queries the schema Better Auth is given (`schemaName`), as Better Auth does', () => {
    const db = kyselyOn(new PGliteDialect({ pglite: {} as never }))
    const found = searchDatabaseOf({ db, type: 'postgres', schemaName: 'auth' })
    if (found?.kind !== 'kysely') throw new Error('expected a Kysely database')
    const scoped = found.db as unknown as Kysely<{ member: { id: string } }>
    expect(scoped.selectFrom('member').selectAll().compile().sql).toBe('select * from "auth"."member"')
  })

  it('answers undefined (the route 404) for SQLite, MySQL and MSSQL through Kysely', () => {
    const sqlite = kyselyOn(new SqliteDialect({ database: {} as never }))
    const mysql = kyselyOn(new MysqlDialect({ pool: {} as never }))
    const mssql = kyselyOn(new MssqlDialect({ tedious: {} as never, tarn: { Pool: Object, options: {} } as never }))
    expect(searchDatabaseOf({ db: sqlite, type: 'sqlite' })).toBeUndefined()
    expect(searchDatabaseOf({ db: mysql, type: 'mysql' })).toBeUndefined()
    expect(searchDatabaseOf({ db: mssql, type: 'mssql' })).toBeUndefined()
    // A Kysely instance with no type is not assumed to be Postgres.
    expect(searchDatabaseOf({ db: sqlite })).toBeUndefined()
  })

  it('answers undefined for raw SQLite and MySQL drivers, a dialect given alone, and adapters', () => {
    // better-sqlite3 (`aggregate`), node:sqlite (`open`, `close`, `prepare`), a mysql2 pool (`getConnection`,
    // and `query`), D1 (`batch`, `exec`, `prepare`).
    expect(searchDatabaseOf({ aggregate: unused, prepare: unused, exec: unused, close: unused })).toBeUndefined()
    expect(searchDatabaseOf({ open: unused, close: unused, prepare: unused })).toBeUndefined()
    expect(searchDatabaseOf({ getConnection: unused, query: unused, connect: unused })).toBeUndefined()
    expect(searchDatabaseOf({ batch: unused, exec: unused, prepare: unused })).toBeUndefined()
    expect(searchDatabaseOf({ dialect: new SqliteDialect({ database: {} as never }), type: 'sqlite' })).toBeUndefined()
    expect(searchDatabaseOf(new PostgresDialect({ pool: {} as never }))).toBeUndefined()
    // An adapter (Prisma, Drizzle, MongoDB, memory) is a function.
    expect(searchDatabaseOf(() => ({}))).toBeUndefined()
  })
})
