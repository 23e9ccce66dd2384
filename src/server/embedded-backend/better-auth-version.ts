import { randomBytes } from 'node:crypto'
import { betterAuth } from 'better-auth'

/**
 * The version of the Better Auth this module runs on, as that copy reports it (`$context.version`, a constant
 * built into its `@better-auth/core`). Not read from `better-auth/package.json`: a bundler or test alias can
 * link `better-auth` to another installed copy (the kit's tests run 1.6.23 that way, under the npm alias
 * `better-auth-1-6`), and the package.json Node resolves by name would then be the wrong one. Costs a
 * throwaway instance on Better Auth's memory adapter (no database, a few milliseconds).
 */
export async function betterAuthVersion(): Promise<string> {
  const probe = betterAuth({
    secret: randomBytes(32).toString('hex'),
    baseURL: 'http://127.0.0.1',
    logger: { disabled: true },
    telemetry: { enabled: false },
  })
  return (await probe.$context).version
}
