import { mutationOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { OrgKitError } from '../core/org-kit-error'
import type { WriteScope } from './cache-target-key'
import { finishWrite } from './finish-write'
import type { MutationDeps } from './mutation-deps'
import type { CacheSnapshot } from './optimistic-cache'
import { restoreSnapshot, takeSnapshot } from './optimistic-cache'
import type { OrgWriteName } from './org-keys'
import { orgKeys } from './org-keys'
import { resolveWriteScope } from './write-scope'

/** What a write remembers from its start to its end: what it is about, and what to roll back on error. */
export interface WriteContext {
  scope: WriteScope & { organizationId: string | undefined; from: string | null }
  snapshot: CacheSnapshot
}

/** What a write's answer tells the cache: the organization or invitation it was about, the newly active organization, whether it was about oneself. */
export interface WriteResult {
  organizationId?: string | null | undefined
  invitationId?: string | undefined
  result?: string | null | undefined
  self?: boolean | undefined
}

/** How one write differs from the others; its cache effects are its `INVALIDATION_TABLE` row. */
export interface WriteSpec<TData, TInput> {
  /** Calls the server; `organizationId` is the input's, else the active organization. */
  call: (input: TInput, organizationId: string | undefined) => Promise<TData>
  /** The organization the write is about when only the cache can tell (a cancelled invitation's). */
  organizationOf?: (client: QueryClient, userId: string, input: TInput) => string | undefined
  /** The optimistic change, applied once that organization's reads are cancelled and snapshotted. */
  optimistic?: (client: QueryClient, userId: string, organizationId: string, input: TInput) => void
  /** What the answer tells the cache. */
  done?: (data: TData, input: TInput, scope: WriteContext['scope']) => WriteResult
}

const organizationIdOf = (input: object) => (input as { organizationId?: string | null }).organizationId

/**
 * A `mutationOptions` factory for the write `name`: resolves what it is about (the given, else the
 * active organization), applies the optimistic change if any, and ends with `finishWrite`: its row's
 * effects after success, a rollback (and, for optimistic rows, the invalidation) after an error.
 */
export function tableWrite<TData, TInput extends object>(deps: MutationDeps, name: OrgWriteName, spec: WriteSpec<TData, TInput>) {
  return () =>
    mutationOptions<TData, OrgKitError, TInput, WriteContext>({
      mutationKey: orgKeys.mutation(name),
      mutationFn: (input, { client }) => spec.call(input, resolveWriteScope(client, organizationIdOf(input)).organizationId),
      onMutate: async (input, { client }) => {
        const scope = resolveWriteScope(client, organizationIdOf(input))
        const { userId } = scope
        if (userId !== undefined && spec.organizationOf) scope.organizationId = spec.organizationOf(client, userId, input) || scope.organizationId
        const { organizationId } = scope
        if (!spec.optimistic || userId === undefined || organizationId === undefined) return { scope, snapshot: [] }
        const snapshot = await takeSnapshot(client, orgKeys.organization(userId, organizationId))
        spec.optimistic(client, userId, organizationId, input)
        return { scope, snapshot }
      },
      onError: async (_error, _input, context, { client }) => {
        if (!context) return
        restoreSnapshot(client, context.snapshot)
        await finishWrite(client, deps, name, context.scope, { ok: false, from: context.scope.from })
      },
      onSuccess: (data, input, { scope }, { client }) => {
        const { result, self, ...about } = spec.done?.(data, input, scope) ?? {}
        return finishWrite(client, deps, name, { ...scope, ...about }, { ok: true, from: scope.from, result, self })
      },
    })
}
