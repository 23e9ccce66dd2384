import { mutationOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { OperationInput } from '../core/input-schemas'
import type { OrgKitError } from '../core/org-kit-error'
import type { Transport } from '../core/transport'
import { finishWrite } from './finish-write'
import type { MutationDeps } from './mutation-deps'
import type { CacheSnapshot } from './optimistic-cache'
import { restoreSnapshot, takeSnapshot } from './optimistic-cache'
import type { OrgWriteName } from './org-keys'
import { orgKeys } from './org-keys'
import { isAmbiguousWriteFailure, WRITE_RETRY } from './retry-policy'
import { resolveWriteScope } from './write-scope'

/**
 * What a kit write remembers from its start (`onMutate`) to its end: the user and organization it is about,
 * and the cached reads to put back if it fails. TanStack Query hands it to a write's callbacks as `context`;
 * apps have no need to read it.
 */
export interface WriteContext {
  /** The signed-in user when the write started; `undefined` when no session was cached. */
  userId: string | undefined
  /** The organization written to: the input's, else the active one. */
  organizationId: string | undefined
  /** The active organization before the write. */
  from: string | null
  /** The cached reads an optimistic write replaced, put back on error. */
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
  done?: (data: WriteData<N>, input: OperationInput<N>, context: WriteContext) => WriteResult
}

/**
 * The write's call; after an ambiguous failure, the answer the state read back holds when the server carried
 * the write out all the same (`find-carried-out-write.ts`, loaded then).
 */
async function sendOrFindCarriedOut<N extends Exclude<OrgWriteName, 'setActive'>>({
  transport,
  name,
  input,
  client,
}: {
  transport: Transport
  name: N
  input: OperationInput<N>
  client: QueryClient
}): Promise<WriteData<N>> {
  try {
    return await (transport[name] as (input: OperationInput<N>) => Promise<WriteData<N>>)(input)
  } catch (error) {
    if (!isAmbiguousWriteFailure(error)) throw error
    const { findCarriedOutWrite } = await import('./find-carried-out-write')
    const found = await findCarriedOutWrite({ transport, name, input, page: { client, keys: orgKeys } })
    if (found === undefined) throw error
    return found
  }
}

const organizationIdOf = (input: object) => (input as { organizationId?: string | null }).organizationId

/**
 * A `mutationOptions` factory for the write `name`, which calls the transport method of that name:
 * resolves what it is about (the given, else the active organization), applies the optimistic change if
 * any, and ends with `finishWrite`: its row's effects after success, a rollback (and, for optimistic
 * rows, the invalidation) after an error.
 */
export function tableWrite<N extends Exclude<OrgWriteName, 'setActive'>>(
  deps: MutationDeps,
  name: N,
  spec: WriteSpec<N> = {},
) {
  return () =>
    mutationOptions<WriteData<N>, OrgKitError, OperationInput<N>, WriteContext>({
      mutationKey: orgKeys.mutation(name),
      retry: WRITE_RETRY,
      mutationFn: (input, { client }) =>
        sendOrFindCarriedOut({
          transport: deps.transport,
          name,
          input: spec.scoped
            ? { ...input, organizationId: resolveWriteScope(client, organizationIdOf(input)).organizationId }
            : input,
          client,
        }),
      onMutate: async (input, { client }) => {
        const context: WriteContext = { ...resolveWriteScope(client, organizationIdOf(input)), snapshot: [] }
        const { userId } = context
        if (userId !== undefined && spec.organizationOf)
          context.organizationId = spec.organizationOf(client, userId, input) || context.organizationId
        const { organizationId } = context
        if (spec.optimistic && userId !== undefined && organizationId !== undefined) {
          context.snapshot = await takeSnapshot(client, orgKeys.organization(userId, organizationId))
          spec.optimistic(client, userId, organizationId, input)
        }
        return context
      },
      onError: async (error, _input, context, { client }) => {
        if (!context) return
        restoreSnapshot(client, context.snapshot)
        await finishWrite(client, deps, name, { ...context, ok: false, error })
      },
      onSuccess: (data, input, context, { client }) =>
        finishWrite(client, deps, name, { ...context, ...spec.done?.(data, input, context), ok: true }),
    })
}
