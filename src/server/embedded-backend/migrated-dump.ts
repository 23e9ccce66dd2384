import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/** Bump when the schema the backend migrates changes in a way the package versions do not show. */
const SCHEMA_REVISION = 1

function packageVersion(name: string): string {
  try {
    const require = createRequire(import.meta.url)
    return (require(`${name}/package.json`) as { version: string }).version
  } catch {
    return 'unknown'
  }
}

/** File name of the dump for the installed Better Auth and PGlite versions. */
export function dumpFileName(): string {
  const key = `${SCHEMA_REVISION}|${packageVersion('better-auth')}|${packageVersion('@electric-sql/pglite')}`
  return `pglite-migrated-${createHash('sha256').update(key).digest('hex').slice(0, 16)}.tar.gz`
}

/**
 * A gzip tarball of a freshly migrated PGlite data directory, read from `cacheDir` or made once with
 * `make` and stored there (written to a temporary name and renamed, so concurrent makers never leave a
 * half-written file). Loading it takes about 0.5-1 s against about 3 s for `initdb` plus migrations.
 */
export async function migratedDump(cacheDir: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = join(cacheDir, dumpFileName())
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
