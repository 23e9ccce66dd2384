import type { QueryClient } from '@tanstack/react-query'
import type { WriteScope } from './cache-target-key'
import { cacheTargetKey } from './cache-target-key'
import { INVALIDATION_TABLE } from './invalidation-table'
import type { CacheTarget } from './invalidation-table'
import type { MutationDeps } from './mutation-deps'
import type { OrgWriteName } from './org-keys'
import { isAmbiguousWriteFailure } from './retry-policy'
import { switchActiveOrganization } from './switch-active-organization'

/** The end of a write, as far as the cache is concerned: what it was about, and how it went. */
export interface WriteOutcome extends WriteScope {
  /** Whether the server accepted the write. */
  ok: boolean
  /** The active organization before the write. */
  from: string | null
  /** The organization the server made active, for writes whose row says `result`; `undefined` when it stays. */
  result?: string | null | undefined
  /** Whether the write was about the caller's own membership (rows with `selfIsLeave` then apply `leave`). */
  self?: boolean | undefined
  /** The error of a failed write: after an ambiguous one the state is read back. */
  error?: unknown
}

/**
 * Applies a write's row of {@link INVALIDATION_TABLE}: moves the active organization, drops what no longer
 * exists, then invalidates (awaited, so the mutation stays pending until the screen is fresh). After an
 * ambiguous failure (no answer, or a 5xx that may have come after the server committed), what the write
 * touches is read back, the session too when the write can move the active organization: a write that was
 * carried out then shows as done, and the user is not led to repeat it into a refusal (a taken slug, an
 * invitation no longer pending).
 */
export async function finishWrite(
  client: QueryClient,
  deps: MutationDeps,
  name: OrgWriteName,
  outcome: WriteOutcome,
): Promise<void> {
  const own = outcome.ok && outcome.self && INVALIDATION_TABLE[name].selfIsLeave
  const row: OrgWriteName = own ? 'leave' : name
  const effects = INVALIDATION_TABLE[row]
  if (outcome.ok) {
    const { from } = outcome
    const to =
      effects.activeOrganization === 'result'
        ? outcome.result === undefined
          ? from
          : outcome.result
        : effects.activeOrganization === 'cleared-if-target' && from === outcome.organizationId
          ? null
          : from
    if (to !== from) await switchActiveOrganization(client, deps, { userId: outcome.userId, from, to, cause: row })
    for (const target of effects.remove) client.removeQueries({ queryKey: cacheTargetKey(target, outcome) })
  }
  const ambiguous = !outcome.ok && isAmbiguousWriteFailure(outcome.error)
  if (!outcome.ok && !ambiguous && effects.invalidateOn === 'success') return
  const readBack: readonly CacheTarget[] =
    ambiguous && effects.activeOrganization !== 'unchanged' ? [...effects.invalidate, 'session'] : effects.invalidate
  // Reads patched in place by the write (the member search's chunks, one request each) are not read again.
  await Promise.all(
    readBack.map((target) =>
      client.invalidateQueries({
        queryKey: cacheTargetKey(target, outcome),
        predicate: (query) => query.meta?.refetchOnWrite !== false,
      }),
    ),
  )
}
