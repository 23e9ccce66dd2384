import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The signing secret: the given one, else one generated once and kept in `dataDir/secret` (so sessions
 * survive restarts), else a fresh one per process. It is never logged.
 */
export async function backendSecret(given: string | undefined, dataDir: string | undefined): Promise<string> {
  if (given) return given
  if (!dataDir) return randomBytes(32).toString('hex')
  const file = join(dataDir, 'secret')
  try {
    const stored = (await readFile(file, 'utf8')).trim()
    if (stored.length >= 32) return stored
  } catch {
    // first start
  }
  const secret = randomBytes(32).toString('hex')
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, secret, { mode: 0o600 })
  return secret
}
