import { mutationOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { Organization, Session } from '../core/domain'
import type { OperationInput } from '../core/input-schemas'
import type { OrgKitError } from '../core/org-kit-error'
import { finishWrite } from './finish-write'
import type { MutationDeps } from './mutation-deps'
import { orgKeys } from './org-keys'
import { cachedSession } from './write-scope'

/** What `setActive` remembers to finish or roll back the switch. */
export interface SetActiveContext {
  previousSession: Session | null | undefined
  userId: string | undefined
  from: string | null
}

/** The organization id a `setActive` input points at, `undefined` when only the server can tell. */
function targetOf(client: QueryClient, input: OperationInput<'setActive'>, userId: string): string | null | undefined {
  if (input.organizationId !== undefined) return input.organizationId
  // Without a slug either, nothing matches (every organization has one): only the server can tell.
  return client.getQueryData<Organization[]>(orgKeys.organizations(userId))?.find((o) => o.slug === input.organizationSlug)?.id
}

/**
 * Switching organization, as one transaction. Optimistically points the cached session at the new
 * organization (after cancelling the old one's reads in flight), so screens start loading it while the
 * server switches; on error the session is put back. On success the old organization's entries are
 * dropped and the mutation resolves once the new organization and the caller's membership are loaded,
 * then `onSwitched` runs.
 */
export function createSetActiveMutation(deps: MutationDeps) {
  return () =>
    mutationOptions<Organization | null, OrgKitError, OperationInput<'setActive'>, SetActiveContext>({
      mutationKey: orgKeys.mutation('setActive'),
      mutationFn: (input) => deps.transport.setActive(input),
      onMutate: async (input, { client }) => {
        const previousSession = cachedSession(client)
        const userId = previousSession?.user.id
        const from = previousSession?.activeOrganizationId ?? null
        const target = userId === undefined ? undefined : targetOf(client, input, userId)
        if (previousSession && userId !== undefined && target !== undefined && target !== from) {
          await client.cancelQueries({ queryKey: orgKeys.organization(userId, from) })
          const next: Session = { ...previousSession, activeOrganizationId: target }
          client.setQueryData(orgKeys.session(), next)
        }
        return { previousSession, userId, from }
      },
      onError: (_error, _input, context, { client }) => {
        if (context?.previousSession !== undefined) client.setQueryData(orgKeys.session(), context.previousSession)
      },
      onSuccess: (organization, _input, { userId, from }, { client }) => {
        const id = organization?.id ?? null
        return finishWrite(client, deps, 'setActive', { userId, from, organizationId: id, result: id, ok: true })
      },
    })
}
