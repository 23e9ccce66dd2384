import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Bump when the schema the backend migrates changes in a way the package versions do not show. */
const SCHEMA_REVISION = 1

/**
 * The installed version of a package, from the package.json above its entry point (PGlite's `exports` do not
 * list `./package.json`, so `require('@electric-sql/pglite/package.json')` throws).
 */
export function packageVersion(name: string): string {
  try {
    let dir = dirname(createRequire(import.meta.url).resolve(name))
    for (;;) {
      const file = join(dir, 'package.json')
      if (existsSync(file)) {
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
        if (manifest.name === name && manifest.version) return manifest.version
      }
      if (dirname(dir) === dir) return 'unknown'
      dir = dirname(dir)
    }
  } catch {
    return 'unknown'
  }
}

/**
 * File name of the dump for a Better Auth version (the one the backend runs, see `betterAuthVersion`) and the
 * installed PGlite. Versions migrate different schemas (1.6.23 adds a unique index `organization_slug_uidx`
 * that 1.7.7 does not), so one version's dump must never load for another.
 */
export function dumpFileName(betterAuthVersion: string): string {
  const key = `${SCHEMA_REVISION}|${betterAuthVersion}|${packageVersion('@electric-sql/pglite')}`
  return `pglite-migrated-${createHash('sha256').update(key).digest('hex').slice(0, 16)}.tar.gz`
}

/**
 * A gzip tarball of a freshly migrated PGlite data directory, read from `cacheDir` or made once with
 * `make` and stored there (written to a temporary name and renamed, so concurrent makers never leave a
 * half-written file). Loading it takes about 0.5-1 s against about 3 s for `initdb` plus migrations.
 */
export async function migratedDump(
  cacheDir: string,
  betterAuthVersion: string,
  make: () => Promise<Blob>,
): Promise<Blob> {
  const file = join(cacheDir, dumpFileName(betterAuthVersion))
  try {
    return new Blob([await readFile(file)])
  } catch {
    const dump = await make()
    await mkdir(cacheDir, { recursive: true })
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()))
    await rename(temporary, file)
    return dump
  }
}
