import { Plus } from 'lucide'
import { useEffect, useMemo, useState } from 'react'
import type { Organization } from '../../core/domain'
import { CreateOrganizationButton } from '../ui/create-organization-button'
import { Icon } from '../ui/icon'
import type { OrganizationSwitcherProps } from './organization-switcher'
import { OrganizationSwitcherList } from './organization-switcher-list'
import { SwitcherInvitations } from './switcher-invitations'
import { useSwitchOrganization } from './use-switch-organization'
import type { SetActiveOrganizationMutation } from './use-switch-organization'
import { STOCK_LIST_CAP, useSwitcherOrganizations } from './use-switcher-organizations'
import { readRecentOrganizations, RECENT_ORGANIZATIONS_MAX, rememberRecentOrganizations } from './recent-organizations'

/** Props of {@link OrganizationSwitcherPopover}. */
export interface OrganizationSwitcherPopoverProps {
  /** The popover's id, the trigger's `aria-controls`. */
  id: string
  /** The switcher's own props: its options and callbacks. */
  switcher: OrganizationSwitcherProps
  /** The signed-in user. */
  userId: string
  /** The organizations of Better Auth's own list, which the trigger read. */
  organizations: readonly Organization[]
  /** The active organization's id, `null` for none. */
  activeId: string | null
  /** The active organization as the trigger has it (from the list, or read alone past its limit). */
  active: Organization | undefined
  /** The switch transaction: the switcher's own, so the callbacks of its calls outlive the popover. */
  switchTo: SetActiveOrganizationMutation
  /** Closes the popover and gives the focus back to the trigger. */
  close: () => void
  /** Opens the create dialog (which the switcher holds, as it outlives the popover). */
  onCreate: () => void
}

/**
 * What the open switcher shows: the organizations (a listbox; with the kit's plugin its pages, each with the
 * user's role and member count), recently used ones first, the user's pending invitations apart from them, and
 * "Create organization". Loaded the first time the switcher opens (or ahead of that, when its
 * trigger is hovered, focused or pressed), so a page showing only the trigger does not download it.
 */
export function OrganizationSwitcherPopover(props: OrganizationSwitcherPopoverProps) {
  const { switcher, userId, activeId, switchTo, close } = props
  const select = useSwitchOrganization({
    switchTo,
    userId,
    activeId,
    close,
    onSwitched: switcher.onSwitched,
    afterSwitchUrl: switcher.afterSwitchUrl,
  })
  const stockListLimit = switcher.serverListLimit ?? STOCK_LIST_CAP
  const loaded = useSwitcherOrganizations({ userId, stock: props.organizations, stockListLimit })
  // The active organization is the one used last: as the list opens it goes first among the recent ones, which
  // are read once per opening (the order does not move under the user's eyes).
  const [recentIds] = useState(() => {
    const stored = readRecentOrganizations(userId)
    const recent = activeId === null ? stored : [activeId, ...stored.filter((id) => id !== activeId)]
    return recent.slice(0, RECENT_ORGANIZATIONS_MAX)
  })
  // Stored as the list opens. A stock list under its limit is all the user's organizations: the recent ones no
  // longer among them (left, removed, deleted) are forgotten.
  const { organizations: stock } = props
  useEffect(() => {
    const complete = stock.length < stockListLimit
    const kept = complete ? recentIds.filter((id) => stock.some((organization) => organization.id === id)) : recentIds
    rememberRecentOrganizations(userId, kept)
  }, [userId, recentIds, stock, stockListLimit])
  // The active organization, listed (among the recent ones) even before the page holding it is read.
  const { active } = props
  const organizations = useMemo(
    () =>
      active && !loaded.organizations.some((organization) => organization.id === active.id)
        ? [...loaded.organizations, active]
        : loaded.organizations,
    [active, loaded.organizations],
  )
  return (
    <OrganizationSwitcherList
      id={props.id}
      source={{ ...loaded, organizations }}
      activeId={activeId}
      recentIds={recentIds}
      allowNone={switcher.allowNone ?? false}
      showRoles={switcher.showRoles ?? true}
      filterThreshold={switcher.filterThreshold ?? 7}
      switchTo={switchTo}
      onSelect={select}
      close={close}
    >
      <SwitcherInvitations switcher={switcher} userId={userId} activeId={activeId} close={close} />
      {switcher.hideCreate ? null : (
        <CreateOrganizationButton slot="orgkit-organization-switcher-footer" variant="ghost" onCreate={props.onCreate}>
          <Icon icon={Plus} slot="orgkit-organization-switcher-create-icon" />
        </CreateOrganizationButton>
      )}
    </OrganizationSwitcherList>
  )
}
