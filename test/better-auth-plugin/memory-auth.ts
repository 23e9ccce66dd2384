import { betterAuth } from 'better-auth'
import type { BetterAuthPlugin } from 'better-auth'
import { memoryAdapter } from 'better-auth/adapters/memory'
import { organization } from 'better-auth/plugins/organization'
import { inject } from 'vitest'

/** The origin the in-process servers of these tests believe they are served from. */
export const MEMORY_ORIGIN = 'http://127.0.0.1:4200'

/** Rows as Better Auth's memory adapter keeps them, one array per model. */
export type MemoryTables = Record<string, Record<string, unknown>[]>

/** One log line a server wrote: its level, message and arguments, as text. */
export interface LoggedLine {
  level: string
  text: string
}

/**
 * A real Better Auth server (the version the test project runs) on Better Auth's memory adapter, with the
 * organization plugin and whatever other plugins a test gives: rows are put straight into `tables`, every
 * `findOne` the server makes is recorded in `reads` (its model), and every log line, at debug level, in `logged`.
 */
export async function createMemoryAuth(plugins: BetterAuthPlugin[]) {
  const tables: MemoryTables = {
    user: [],
    session: [],
    account: [],
    verification: [],
    organization: [],
    member: [],
    invitation: [],
  }
  const reads: string[] = []
  const logged: LoggedLine[] = []
  const recordingAdapter: typeof memoryAdapter = (db, config) => {
    const makeAdapter = memoryAdapter(db, config)
    return (options) => {
      const adapter = makeAdapter(options)
      const findOne: typeof adapter.findOne = (query) => {
        reads.push(query.model)
        return adapter.findOne(query)
      }
      return { ...adapter, findOne }
    }
  }
  const auth = betterAuth({
    baseURL: MEMORY_ORIGIN,
    secret: 'a-test-secret-of-thirty-two-chars-at-least',
    database: recordingAdapter(tables),
    emailAndPassword: { enabled: true },
    plugins: [organization(), ...plugins],
    telemetry: { enabled: false },
    logger: {
      level: 'debug',
      log: (level, message, ...args) => logged.push({ level, text: [message, ...args.map(String)].join(' ') }),
    },
  })
  const version = (await auth.$context).version
  if (version !== inject('betterAuthVersion')) throw new Error(`Better Auth ${version} runs, not the project's`)
  /** A GET under the auth base path, answered in process. */
  const get = (path: string) => auth.handler(new Request(`${MEMORY_ORIGIN}/api/auth${path}`))
  return { auth, tables, reads, logged, get }
}
