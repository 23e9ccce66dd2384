import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dumpFileName, migratedDump, packageVersion } from '../../src/server/embedded-backend/migrated-dump'

let cacheDir: string

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'orgkit-dump-'))
})

afterAll(() => rm(cacheDir, { recursive: true, force: true }))

describe('the migrated dump cache', () => {
  it('keys the file on the Better Auth version', () => {
    expect(dumpFileName('1.6.23')).not.toBe(dumpFileName('1.7.7'))
    expect(dumpFileName('1.7.7')).toBe(dumpFileName('1.7.7'))
  })

  it('reads the installed PGlite version (its exports do not list package.json)', async () => {
    const manifest = JSON.parse(
      await readFile(join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string }
    expect(packageVersion('@electric-sql/pglite')).toBe(manifest.version)
    expect(packageVersion('no-such-package-orgkit')).toBe('unknown')
  })

  it("makes one dump per version and never hands one version's dump to another", async () => {
    const made: string[] = []
    const make = (version: string) => () => {
      made.push(version)
      return Promise.resolve(new Blob([`dump of ${version}`]))
    }
    const read = async (version: string) => (await migratedDump(cacheDir, version, make(version))).text()
    expect(await read('1.7.7')).toBe('dump of 1.7.7')
    expect(await read('1.6.23')).toBe('dump of 1.6.23')
    expect(await read('1.7.7')).toBe('dump of 1.7.7')
    expect(await read('1.6.23')).toBe('dump of 1.6.23')
    expect(made).toEqual(['1.7.7', '1.6.23'])
    expect((await readdir(cacheDir)).sort()).toEqual([dumpFileName('1.6.23'), dumpFileName('1.7.7')].sort())
  })
})
