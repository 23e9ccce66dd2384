import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useListOrganizations } from '../../hooks/use-list-organizations'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useSession } from '../../hooks/use-session'
import { activeOrganizationGateMessagesEn } from '../../messages/en/active-organization-gate'
import { TableProblem } from '../ui/table-states'
import { ActiveOrganizationChoice } from './active-organization-choice'
import { decideActiveOrganization } from './decide-active-organization'
import { NoActiveOrganizationAvailable } from './no-active-organization-available'
import { useLastActiveOrganizationRecord } from './use-last-active-organization-record'
import { useKitWriteInProgress } from './use-kit-write-in-progress'
import { useOpenOrganization } from './use-open-organization'

/** Props of {@link ActiveOrganizationGate}. */
export interface ActiveOrganizationGateProps {
  /** The pages that need an active organization: rendered once one is active, never before. */
  children?: ReactNode
  /**
   * Shown while the gate decides (the session, the user's organizations, opening one).
   * @default the kit's "Opening your organization…" status
   */
  loadingFallback?: ReactNode
  /** Class of the choice and no-organization screens, merged last. */
  className?: string | undefined
}

/**
 * Wrap the pages that need an active organization in it. Right after sign-in it makes one active: the one
 * the user last had active in this browser (kept per user in `localStorage`, as an id only; forgotten once
 * the user is no longer in it), else their only one. With several and none last used, the user chooses
 * once, from a list of buttons; with none, they see "Create organization" and the invitations they received.
 * Later, if the active organization is left, deleted or unset, the user chooses again.
 *
 * While deciding it shows a loading state, never the pages nor the choice; a server render and the
 * hydrating render show that same state, and the browser's storage is read after. Signed out it renders
 * nothing: signing in is the app's. It uses the app's `QueryClient` through `<OrgKitProvider>`.
 *
 * @example
 * <ActiveOrganizationGate>
 *   <Outlet />
 * </ActiveOrganizationGate>
 */
export function ActiveOrganizationGate({ children, loadingFallback, className }: ActiveOrganizationGateProps) {
  const { t } = useLocalizedMessages(activeOrganizationGateMessagesEn)
  const session = useSession()
  const organizations = useListOrganizations()
  const userId = session.data?.user.id
  const activeId = session.data?.activeOrganizationId ?? null
  const opening = useOpenOrganization()
  // A leave, a delete or a switch running from the pages: the page that started it stays until it is done, so
  // it can say what happened and move on, even though the write has already cleared the active organization.
  // Only while the pages are what the gate shows: a write from the choice or the no-organization screen (create,
  // accept) never swaps in pages that have no organization.
  const writing = useKitWriteInProgress()
  const [showingPages, setShowingPages] = useState(false)
  // The user under this gate who has had an organization open: from then on, they choose (see openWithoutAsking).
  const [settledUserId, setSettledUserId] = useState<string | null>(null)
  if (userId !== undefined && activeId !== null && settledUserId !== userId) setSettledUserId(userId)
  const lastActiveOrganizationId = useLastActiveOrganizationRecord({
    userId,
    activeId,
    organizations: organizations.data,
    listSettled: !organizations.isFetching,
    switching: writing,
  })
  const decision = decideActiveOrganization({
    session: session.data,
    organizations: organizations.data,
    lastActiveOrganizationId,
    openWithoutAsking: settledUserId !== userId && !opening.isError,
  })
  const target =
    decision.kind === 'open' ? organizations.data?.find((o) => o.id === decision.organizationId) : undefined
  const { open } = opening
  // Once per target, also when React runs the effect twice (Strict Mode): the ref outlives that.
  const openedTarget = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (openedTarget.current === target?.id) return
    openedTarget.current = target?.id
    if (target) open(target, 'automatic')
  }, [target, open])

  const showPages = decision.kind === 'active' || (writing && showingPages && settledUserId === userId)
  if (showPages !== showingPages) setShowingPages(showPages)

  // A failed refetch keeps the session it had: the pages stay, with what the user typed.
  if (session.isError && session.data === undefined)
    return <TableProblem error={session.error} onRetry={() => void session.refetch()} />
  if (showPages) return <>{children}</>
  if (decision.kind === 'signed-out') return null
  if (decision.kind === 'loading' && organizations.isError)
    return <TableProblem error={organizations.error} onRetry={() => void organizations.refetch()} />
  if (decision.kind === 'choose' && organizations.data)
    return (
      <ActiveOrganizationChoice
        organizations={organizations.data}
        pending={opening.isPending}
        onChoose={(organization) => open(organization, 'chosen')}
        className={className}
      />
    )
  if (decision.kind === 'none') return <NoActiveOrganizationAvailable className={className} />
  if (loadingFallback !== undefined) return <>{loadingFallback}</>
  return (
    <p role="status" data-slot="orgkit-active-organization-gate-loading">
      <span data-slot="orgkit-spinner" aria-hidden="true" />
      {t('activeOrganizationGate.loadingStatus')}
    </p>
  )
}
