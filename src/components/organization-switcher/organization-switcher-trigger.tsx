import { ChevronsUpDown } from 'lucide'
import type { RefObject } from 'react'
import type { Organization } from '../../core/domain'
import { isSafeImageUrl } from '../../core/safe-image-url'
import { organizationSwitcherMessagesEn } from '../../messages/en/organization-switcher'
import { Avatar, avatarColor, initials } from '../ui/avatar'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { Icon } from '../ui/icon'

/** Props of {@link OrganizationSwitcherTrigger}. */
export interface OrganizationSwitcherTriggerProps {
  /** The active organization, `undefined` for none. */
  active: Organization | undefined
  open: boolean
  /** The id of the popover it opens. */
  contentId: string
  /** Whether a switch is running. */
  busy: boolean
  /** How many invitations the user can still accept: a badge, and part of the button's name, when any. */
  pendingInvitationCount: number
  onClick: () => void
  /** The pointer came over the button, or it took the focus, or was pressed: the popover's code is fetched. */
  onIntent: () => void
  /** Escape on the button while the popover is open (it still loads, and holds no focus yet): closes it. */
  onEscape: () => void
  /** The button, to give the focus back to when the list closes. */
  buttonRef: RefObject<HTMLButtonElement | null>
  /** The key that opens the list with ⌘ or Ctrl, `false` for none. */
  shortcutKey: string | false
}

/**
 * The button showing the active organization (logo or initials, and name) that opens the list, with a badge
 * counting the user's pending invitations (its words, "3 pending invitations", in the button's name).
 */
export function OrganizationSwitcherTrigger(props: OrganizationSwitcherTriggerProps) {
  const { active, open, contentId, busy, pendingInvitationCount: count, onClick, onIntent, onEscape, buttonRef } = props
  const { t } = useLocalizedMessages(organizationSwitcherMessagesEn)
  const name = active?.name ?? t('organizationSwitcher.noActiveOrganizationName')
  const invitations = t('organizationSwitcher.pendingInvitationsBadgeLabel', { count })
  const label =
    count > 0
      ? t('organizationSwitcher.triggerWithInvitationsLabel', { name, invitations })
      : t('organizationSwitcher.triggerLabel', { name })
  return (
    <button
      ref={buttonRef}
      type="button"
      data-slot="orgkit-organization-switcher-trigger"
      aria-haspopup="dialog"
      aria-label={label}
      aria-expanded={open}
      aria-controls={contentId}
      aria-busy={busy || undefined}
      aria-keyshortcuts={
        props.shortcutKey
          ? `Meta+${props.shortcutKey.toUpperCase()} Control+${props.shortcutKey.toUpperCase()}`
          : undefined
      }
      onClick={onClick}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onKeyDown={(event) => {
        if (!open || event.key !== 'Escape') return
        event.preventDefault()
        onEscape()
      }}
    >
      {active?.logo && isSafeImageUrl(active.logo) ? (
        <Avatar name={name} src={active.logo} colorKey={active.id} />
      ) : (
        // Initials drawn by the stylesheet (data-initials): text would not be part of the trigger's label.
        <span
          data-slot="orgkit-avatar"
          data-initials={active ? initials(name) : undefined}
          data-color={active ? avatarColor(active.id) : undefined}
          aria-hidden="true"
        />
      )}
      {/* Cut with an ellipsis when long: the whole name is the title, and in the button's label. */}
      <span data-slot="orgkit-organization-switcher-trigger-name" title={name}>
        {name}
      </span>
      {count > 0 ? (
        // The number drawn by the stylesheet (data-count), as the initials are: its words are in the button's
        // name, which must contain the visible text; the title says them to a pointer.
        <span
          data-slot="orgkit-organization-switcher-badge"
          data-count={count}
          title={invitations}
          aria-hidden="true"
        />
      ) : null}
      <Icon icon={ChevronsUpDown} slot="orgkit-organization-switcher-chevron" />
    </button>
  )
}
