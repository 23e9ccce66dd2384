import { mutationOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { Organization, Session } from '../core/domain'
import type { OperationInput } from '../core/input-schemas'
import type { OrgKitError } from '../core/org-kit-error'
import { finishWrite } from './finish-write'
import type { MutationDeps } from './mutation-deps'
import { orgKeys } from './org-keys'
import { WRITE_RETRY } from './retry-policy'
import { cachedSession } from './write-scope'

/** The mutation scope of every switch: see {@link createSetActiveMutation}. */
const SET_ACTIVE_SCOPE_ID = 'orgkit-set-active'

/** What `setActive` remembers to finish or roll back the switch: the session as cached before it (`undefined`: never read). */
export type SetActiveContext = Session | null | undefined

/** The organization id a `setActive` input points at, `undefined` when only the server can tell. */
function targetOf(client: QueryClient, input: OperationInput<'setActive'>, userId: string): string | null | undefined {
  if (input.organizationId !== undefined) return input.organizationId
  // Without a slug either, nothing matches (every organization has one): only the server can tell.
  return client
    .getQueryData<Organization[]>(orgKeys.organizations(userId))
    ?.find((o) => o.slug === input.organizationSlug)?.id
}

/**
 * Switching organization, as one transaction, one switch after another: when the user chooses again while a
 * switch runs, the new one is sent once the first has answered, so the last choice wins on the server and in
 * the cache. Optimistically points the cached session at the new
 * organization (after cancelling the old one's reads in flight), so screens start loading it while the
 * server switches; on error the session is put back. On success the old organization's entries are
 * dropped and the mutation resolves once the new organization and the caller's membership are loaded,
 * then `onSwitched` runs (the move, through `switchActiveOrganization`, records the new one as the user's
 * last active organization in this browser).
 */
export function createSetActiveMutation(deps: MutationDeps) {
  return () =>
    mutationOptions<Organization | null, OrgKitError, OperationInput<'setActive'>, SetActiveContext>({
      mutationKey: orgKeys.mutation('setActive'),
      // One switch at a time, in the order they were asked for (TanStack Query runs the mutations of a scope
      // one after another): two in flight at once could answer out of order, leaving the cache on the first
      // choice and the server on the last. Each still points the cached session at its choice at once.
      scope: { id: SET_ACTIVE_SCOPE_ID },
      // Idempotent, yet never retried: see WRITE_RETRY.
      retry: WRITE_RETRY,
      mutationFn: (input) => deps.transport.setActive(input),
      onMutate: async (input, { client }) => {
        const previousSession = cachedSession(client)
        const from = previousSession?.activeOrganizationId ?? null
        const target = previousSession ? targetOf(client, input, previousSession.user.id) : undefined
        if (previousSession && target !== undefined && target !== from) {
          await client.cancelQueries({ queryKey: orgKeys.organization(previousSession.user.id, from) })
          client.setQueryData<Session>(orgKeys.session(), { ...previousSession, activeOrganizationId: target })
        }
        return previousSession
      },
      onError: async (_error, _input, previousSession, { client }) => {
        // A later switch is queued: it points the session at the user's last choice, or reads it back.
        if (client.isMutating({ mutationKey: orgKeys.mutation('setActive') }) > 1) return
        if (previousSession !== undefined) client.setQueryData(orgKeys.session(), previousSession)
        // The session from before may be an earlier switch's optimistic one, which then failed too; and a
        // failure can come after the server switched. Read back what the server holds.
        await client.invalidateQueries({ queryKey: orgKeys.session() })
      },
      onSuccess: (organization, _input, previousSession, { client }) => {
        const id = organization?.id ?? null
        const from = previousSession?.activeOrganizationId ?? null
        return finishWrite(client, deps, 'setActive', {
          userId: previousSession?.user.id,
          from,
          organizationId: id,
          result: id,
          ok: true,
        })
      },
    })
}
