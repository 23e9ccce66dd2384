import { existsSync, readdirSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import { migratedDump } from './migrated-dump'
import type { AuthDatabase } from './types'

/** An open database the backend runs on. */
export interface OpenDatabase {
  kind: 'pglite' | 'postgres'
  db: AuthDatabase
  /** Whether it was created just now (so migrations and seeds are due). */
  fresh: boolean
  close(): Promise<void>
}

/** Where the database lives and how to speed up its creation. */
export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  cacheDir?: string | undefined
  /** The Better Auth version `migrate` migrates for: part of the cached dump's key. */
  betterAuthVersion: string
  /** Migrates a fresh database (used to make the cached dump). */
  migrate(db: AuthDatabase): Promise<void>
}

function loadPg(): typeof import('pg') {
  // `pg` is an optional peer, loaded only when a connection string is given. `require`, not `import()`:
  // a dynamic import would go through Vite's config module runner, which is closed by then.
  try {
    return createRequire(import.meta.url)('pg') as typeof import('pg')
  } catch (cause) {
    throw new Error('A database URL is set but the optional peer "pg" is not installed (npm install pg)', { cause })
  }
}

function openPostgres(url: string): OpenDatabase {
  const { Pool } = loadPg()
  const db: AuthDatabase = new Kysely({
    dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 5 }) }),
  })
  return { kind: 'postgres', db, fresh: false, close: () => db.destroy() }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0

/**
 * Opens PGlite (in memory, or in `dataDir`) or, with `databaseUrl`, Postgres. A new PGlite database starts
 * from a migrated dump kept in `cacheDir` when one is given.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) return Promise.resolve(openPostgres(options.databaseUrl))
  const fresh = options.dataDir === undefined || isEmptyDir(options.dataDir)
  let loadDataDir: Blob | undefined
  if (fresh && options.cacheDir) {
    loadDataDir = await migratedDump(options.cacheDir, options.betterAuthVersion, async () => {
      const scratch = await PGlite.create()
      const scratchDb: AuthDatabase = new Kysely({ dialect: new PGliteDialect({ pglite: scratch }) })
      await options.migrate(scratchDb)
      const dump = await scratch.dumpDataDir('gzip')
      await scratchDb.destroy()
      if (!scratch.closed) await scratch.close()
      return dump
    })
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  })
  const db: AuthDatabase = new Kysely({ dialect: new PGliteDialect({ pglite }) })
  const close = async () => {
    await db.destroy()
    if (!pglite.closed) await pglite.close()
  }
  return { kind: 'pglite', db, fresh, close }
}
