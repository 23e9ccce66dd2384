import { useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { useSetActiveOrganization } from '../../hooks/use-set-active-organization'
import type { OnOrganizationSwitched, OrganizationSwitchEvent } from '../../query/organization-switch-event'
import type { OrgQueries } from '../../query/create-org-queries'
import { useOrgKit } from '../../query/use-org-kit'
import { useRedirect } from '../ui/use-redirect'

/** The switch transaction, as `useSetActiveOrganization` gives it. */
export type SetActiveOrganizationMutation = ReturnType<typeof useSetActiveOrganization>

/** Options of {@link useSwitchOrganization}. */
export interface SwitchOrganizationOptions {
  /** The switch transaction: the switcher's own, so the callbacks of its calls outlive the list. */
  switchTo: SetActiveOrganizationMutation
  /** The signed-in user. */
  userId: string
  /** The active organization as the list shows it, `null` for none. */
  activeId: string | null
  /** Closes the list and gives the focus back to the trigger. */
  close: () => void
  /** The switcher's `onSwitched`. */
  onSwitched: OnOrganizationSwitched | undefined
  /** The switcher's `afterSwitchUrl`. */
  afterSwitchUrl: string | undefined
}

/**
 * What a finished switch (or an accepted invitation) reports: the provider's `OrganizationSwitchEvent`, with
 * the new organization as the write loaded it.
 */
export function switchEventOf({
  queryClient,
  queries,
  move,
}: {
  queryClient: QueryClient
  queries: OrgQueries
  move: Pick<OrganizationSwitchEvent, 'userId' | 'from' | 'to' | 'cause'>
}): OrganizationSwitchEvent {
  const { userId, to } = move
  // The write resolves once the new organization is loaded: it is in the cache (absent if its read failed).
  const organization =
    to === null
      ? null
      : (queryClient.getQueryData(queries.fullOrganization({ userId, organizationId: to }).queryKey) ?? null)
  return { ...move, organization }
}

/**
 * Choosing an entry of the list: the active one just closes the list; another runs the switch transaction
 * (one at a time), then closes the list, calls `onSwitched` with the same event the provider's `onSwitched`
 * got, and goes to `afterSwitchUrl`.
 */
export function useSwitchOrganization(options: SwitchOrganizationOptions): (organizationId: string | null) => void {
  const { switchTo, userId, activeId, close, onSwitched, afterSwitchUrl } = options
  const queryClient = useQueryClient()
  const { queries } = useOrgKit()
  const redirect = useRedirect()
  return (organizationId) => {
    if (switchTo.isPending) return
    if (organizationId === activeId) {
      close()
      return
    }
    switchTo.mutate(
      { organizationId },
      {
        onSuccess: (organization) => {
          close()
          const move = { userId, from: activeId, to: organization?.id ?? null, cause: 'setActive' as const }
          void onSwitched?.(switchEventOf({ queryClient, queries, move }))
          redirect(afterSwitchUrl, organization)
        },
      },
    )
  }
}
