import { Suspense, useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { Organization } from '../../core/domain'
import { isInvitationOpen } from '../../core/invitation-state'
import { useListOrganizations } from '../../hooks/use-list-organizations'
import { useSession } from '../../hooks/use-session'
import { useSetActiveOrganization } from '../../hooks/use-set-active-organization'
import { useUserInvitations } from '../../hooks/use-user-invitations'
import { organizationSwitcherMessagesEn } from '../../messages/en/organization-switcher'
import type { OnOrganizationSwitched } from '../../query/organization-switch-event'
import {
  CreateOrganizationDialog,
  preloadCreateOrganizationForm,
} from '../create-organization-dialog/create-organization-dialog'
import { lazyPart } from '../ui/lazy-part'
import { Skeleton } from '../ui/skeleton'
import { TableProblem } from '../ui/table-states'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { VisuallyHidden } from '../ui/visually-hidden'
import { OrganizationSwitcherPopoverLoading } from './organization-switcher-popover-loading'
import { OrganizationSwitcherTrigger } from './organization-switcher-trigger'
import { useCloseOnOutsideInteraction } from './use-close-on-outside-interaction'
import { useSwitcherActiveOrganization } from './use-switcher-active-organization'
import { useSwitcherOpenState } from './use-switcher-open-state'

// The popover (the organizations' listbox, the invitations, "Create organization") is fetched the first time
// the switcher opens, or ahead of that when its trigger is hovered, focused or pressed: a page showing only
// the trigger does not download it.
const { Component: OrganizationSwitcherPopover, preload: preloadOrganizationSwitcherPopover } = lazyPart(() =>
  import('./organization-switcher-popover').then((module) => module.OrganizationSwitcherPopover),
)

/** Props of {@link OrganizationSwitcher}. */
export interface OrganizationSwitcherProps {
  /** Whether the list is open (controlled). */
  open?: boolean | undefined
  /**
   * Whether the list starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean | undefined
  /** Called when the list opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined
  /**
   * Offer a "No organization" entry that unsets the active organization (`setActive(null)`).
   * @default false
   */
  allowNone?: boolean | undefined
  /**
   * Show the user's role in each organization. With the kit's Better Auth plugin the roles (and member counts)
   * come with the list, in the one request opening it makes. Better Auth's own list carries no role: then each
   * organization asks for it once it is in view (`getActiveMemberRole` with its id, at most 4 at a time; none
   * when the app already has it), cached like every read. Set `false` to make no such calls.
   * @default true
   */
  showRoles?: boolean | undefined
  /**
   * The most organizations the server's own list answers (Better Auth's `defaultFindManyLimit`): on a server
   * without the kit's plugin, a list of exactly this many says that more may exist.
   * @default 100
   */
  serverListLimit?: number | undefined
  /**
   * Above this many organizations a filter box is shown (by name or slug).
   * @default 7
   */
  filterThreshold?: number | undefined
  /**
   * Leave out the "Create organization" entry.
   * @default false
   */
  hideCreate?: boolean | undefined
  /**
   * Called after a switch from the list has finished (the new organization loaded), with the same event as
   * `<OrgKitProvider onSwitched>`, after it: `from` and `to` (`null` for none), the organization as loaded.
   * Also after an invitation accepted from the switcher, whose organization becomes active
   * (`cause: 'acceptInvitation'`).
   */
  onSwitched?: OnOrganizationSwitched | undefined
  /** Where to go after a switch or an accepted invitation (after `onSwitched`), as a plain value. Goes through the provider's `navigate`; `:id` and `:slug` become the organization's. */
  afterSwitchUrl?: string | undefined
  /** Called with an organization created from the switcher's "Create organization" entry. */
  onCreated?: ((organization: Organization) => void) | undefined
  /** Where to go after creating an organization from the switcher (after `onCreated`), as a plain value. */
  afterCreateUrl?: string | undefined
  /**
   * The key that, with ⌘ (macOS) or Ctrl, opens the list from anywhere in the page with its filter box
   * focused (pressed again, it closes it; Escape gives the focus back where it was); not while the focus is in
   * a text area or a rich-text editor, nor when the app handled the key first (`preventDefault`). A lower-case
   * key (`'o'`, `'/'`); `false` for none (the app's own ⌘K, or a second switcher on the page).
   * @default 'k'
   */
  shortcutKey?: string | false | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * The active organization as a button opening the user's organizations: keyboard-navigable (arrows,
 * Home/End, typeahead, Escape back to the button), the active one selected, each with the user's role,
 * filterable when long (accents and case aside), recently used ones first; ⌘K or Ctrl+K opens it from anywhere
 * (`shortcutKey`). Choosing one runs the switch transaction with progress and errors shown in place.
 * The user's pending invitations follow, apart from the organizations, each with Accept (its organization
 * becomes active) and Decline; the trigger counts them in a badge. Ends with "Create organization", disabled
 * with its reason at `organization_limit`. Shows loading, empty, error-with-retry and "plugin disabled"
 * states; renders nothing while signed out. The open popover's code is fetched when the trigger is first
 * hovered, focused or pressed.
 *
 * @example
 * <OrganizationSwitcher allowNone onSwitched={({ organization }) => navigate(organization ? `/${organization.slug}` : '/')} />
 */
export function OrganizationSwitcher(props: OrganizationSwitcherProps) {
  const { hideCreate = false } = props
  const { t } = useLocalizedMessages(organizationSwitcherMessagesEn)
  const session = useSession()
  const organizations = useListOrganizations()
  const switchTo = useSetActiveOrganization()
  const { open, triggerRef, shortcutKey, closeList, closeAndFocusTrigger, toggle } = useSwitcherOpenState(props, () =>
    switchTo.reset(),
  )
  const [createDialogOpen, setCreateDialogOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const contentId = useId()
  const activeId = session.data?.activeOrganizationId ?? null
  const userId = session.data?.user.id ?? ''
  const active = useSwitcherActiveOrganization(organizations.data)
  // Read on mount for the trigger's badge; the popover lists them.
  const invitations = useUserInvitations()
  const pendingInvitationCount = invitations.data?.filter((invitation) => isInvitationOpen(invitation)).length ?? 0
  useCloseOnOutsideInteraction(rootRef, { open, onClose: closeList })
  // The create form's code is fetched once the list opens, so it is there when "Create organization" is chosen.
  useEffect(() => {
    if (open && !hideCreate) preloadCreateOrganizationForm()
  }, [open, hideCreate])

  if (session.data === null) return null
  const { isError, error, data } = organizations
  const loading = !isError && (session.isPending || !data)

  let content: ReactNode
  if (isError) {
    content = <TableProblem error={error} onRetry={() => void organizations.refetch()} />
  } else if (loading) {
    content = (
      <>
        <Skeleton width="avatar" />
        <Skeleton width="medium" />
        <VisuallyHidden>{t('organizationSwitcher.loadingLabel')}</VisuallyHidden>
      </>
    )
  } else {
    content = (
      <>
        <OrganizationSwitcherTrigger
          buttonRef={triggerRef}
          active={active}
          open={open}
          contentId={contentId}
          busy={switchTo.isPending}
          pendingInvitationCount={pendingInvitationCount}
          onIntent={preloadOrganizationSwitcherPopover}
          onEscape={closeAndFocusTrigger}
          onClick={toggle}
          shortcutKey={shortcutKey}
        />
        {open ? (
          <Suspense fallback={<OrganizationSwitcherPopoverLoading id={contentId} />}>
            <OrganizationSwitcherPopover
              id={contentId}
              switcher={props}
              // The popover, where a switch or an answer starts, is shown once the session is read.
              userId={userId}
              organizations={data}
              activeId={activeId}
              active={active}
              switchTo={switchTo}
              close={closeAndFocusTrigger}
              onCreate={() => {
                closeAndFocusTrigger()
                setCreateDialogOpen(true)
              }}
            />
          </Suspense>
        ) : null}
        {createDialogOpen ? (
          <CreateOrganizationDialog
            hideTrigger
            open
            onOpenChange={setCreateDialogOpen}
            onCreated={props.onCreated}
            afterCreateUrl={props.afterCreateUrl}
          />
        ) : null}
      </>
    )
  }

  return (
    <div
      data-slot="orgkit-organization-switcher"
      className={props.className}
      ref={rootRef}
      role={loading ? 'status' : undefined}
      aria-busy={loading || undefined}
      data-state={open ? 'open' : undefined}
    >
      {content}
    </div>
  )
}
