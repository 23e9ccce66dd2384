import { Plus } from 'lucide'
import { useState } from 'react'
import type { Organization } from '../../core/domain'
import { CreateOrganizationButton } from '../ui/create-organization-button'
import { Icon } from '../ui/icon'
import type { OrganizationSwitcherProps } from './organization-switcher'
import { OrganizationSwitcherList } from './organization-switcher-list'
import { readRecentOrganizations, rememberRecentOrganization } from './recent-organizations'
import { SwitcherInvitations } from './switcher-invitations'
import { useSwitchOrganization } from './use-switch-organization'
import type { SetActiveOrganizationMutation } from './use-switch-organization'
import { STOCK_LIST_CAP, useSwitcherOrganizations } from './use-switcher-organizations'

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
  const source = useSwitcherOrganizations({
    userId,
    stock: props.organizations,
    stockListLimit: switcher.serverListLimit ?? STOCK_LIST_CAP,
  })
  // The active organization is the one used last: as the list opens it goes first among the recent ones, which
  // are read once per opening (the order does not move under the user's eyes).
  const [recentIds] = useState(() => {
    if (activeId !== null) rememberRecentOrganization(userId, activeId)
    return readRecentOrganizations(userId)
  })
  return (
    <OrganizationSwitcherList
      id={props.id}
      source={source}
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
