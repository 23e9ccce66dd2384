import { mutationOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { OperationInput } from '../core/input-schemas'
import type { OrgKitError } from '../core/org-kit-error'
import type { Transport } from '../core/transport'
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

/** What the server answers to the write `N` (the transport method of the same name). */
export type WriteData<N extends OrgWriteName> = Awaited<ReturnType<Transport[N]>>

/** How one write differs from the others; its cache effects are its `INVALIDATION_TABLE` row. */
export interface WriteSpec<N extends OrgWriteName> {
  /** Whether the server call names the organization: the input's, else the active one. */
  scoped?: boolean
  /** The organization the write is about when only the cache can tell (a cancelled invitation's). */
  organizationOf?: (client: QueryClient, userId: string, input: OperationInput<N>) => string | undefined
  /** The optimistic change, applied once that organization's reads are cancelled and snapshotted. */
  optimistic?: (client: QueryClient, userId: string, organizationId: string, input: OperationInput<N>) => void
  /** What the answer tells the cache. */
  done?: (data: WriteData<N>, input: OperationInput<N>, scope: WriteContext['scope']) => WriteResult
}

const organizationIdOf = (input: object) => (input as { organizationId?: string | null }).organizationId

/**
 * A `mutationOptions` factory for the write `name`, which calls the transport method of that name:
 * resolves what it is about (the given, else the
 * active organization), applies the optimistic change if any, and ends with `finishWrite`: its row's
 * effects after success, a rollback (and, for optimistic rows, the invalidation) after an error.
 */
export function tableWrite<N extends Exclude<OrgWriteName, 'setActive'>>(deps: MutationDeps, name: N, spec: WriteSpec<N> = {}) {
  const call = (input: OperationInput<N>) => (deps.transport[name] as (input: OperationInput<N>) => Promise<WriteData<N>>)(input)
  return () =>
    mutationOptions<WriteData<N>, OrgKitError, OperationInput<N>, WriteContext>({
      mutationKey: orgKeys.mutation(name),
      mutationFn: (input, { client }) =>
        call(spec.scoped ? { ...input, organizationId: resolveWriteScope(client, organizationIdOf(input)).organizationId } : input),
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
