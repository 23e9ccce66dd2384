import { OrgKitError } from '../../src/core/org-kit-error'
import type { MemoryTransport } from '../../src/testing'

/** A proxy's 503 that arrives after the server committed the write. */
const serviceUnavailable = () => new OrgKitError('SERVER_ERROR', { status: 503, message: 'Service Unavailable' })

/** How {@link loseNextAnswer} loses the answer. */
export interface LoseNextAnswerOptions {
  /** What the call fails with instead of its answer. @default a 503 */
  error?: OrgKitError
  /** Runs after the server carried the call out, before the failure (another tab, say). */
  between?: () => Promise<unknown>
}

/** The next call of `operation` is carried out, and its answer replaced by a failure; later calls answer. */
export function loseNextAnswer(
  transport: MemoryTransport,
  operation: 'create' | 'acceptInvitation',
  { error = serviceUnavailable(), between }: LoseNextAnswerOptions = {},
): void {
  const send = transport[operation].bind(transport) as (input: never, options?: never) => Promise<unknown>
  let lose = true
  ;(transport as unknown as Record<string, unknown>)[operation] = async (input: never, options?: never) => {
    const answer = await send(input, options)
    if (!lose) return answer
    lose = false
    await between?.()
    throw error
  }
}
