import { Check } from 'lucide'
import { useActiveMemberRole } from '../../hooks/use-active-member-role'
import { organizationSwitcherPopoverMessagesEn } from '../../messages/en/organization-switcher-popover'
import { Avatar } from '../ui/avatar'
import { Icon } from '../ui/icon'
import { useRoleText } from '../ui/role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { SwitcherEntry } from './switcher-entries'

/** The user's role(s) in one organization, read when the option is shown (one cached call per organization). */
function OptionRole({ organizationId }: { organizationId: string }) {
  const { t } = useLocalizedMessages(organizationSwitcherPopoverMessagesEn)
  const roleText = useRoleText()
  const { data, isPending } = useActiveMemberRole({ organizationId })
  let text = ''
  if (isPending) text = t('organizationSwitcher.roleLoadingLabel')
  else if (data) text = roleText.labels(data.role)
  return <span data-slot="orgkit-organization-switcher-role">{text}</span>
}

/** Props of {@link OrganizationSwitcherOption}. */
export interface OrganizationSwitcherOptionProps {
  /** The option's id, the listbox's `aria-activedescendant` while highlighted. */
  id: string
  entry: SwitcherEntry
  /** Whether it is the active organization. */
  selected: boolean
  highlighted: boolean
  /** Whether a switch to it is running. */
  pending: boolean
  /** Whether to show the user's role in it. */
  showRole: boolean
  onPointerMove: () => void
}

/**
 * One organization of the list (or "No organization"): its logo, name and the user's role, and a spinner
 * while switching to it or a check mark when it is the active one. It holds no focus and no click handler:
 * the listbox reads a click from the option it landed in.
 */
export function OrganizationSwitcherOption(props: OrganizationSwitcherOptionProps) {
  const { id, entry, selected, highlighted, pending, showRole, onPointerMove } = props
  let marker = null
  if (pending) marker = <span data-slot="orgkit-spinner" aria-hidden="true" />
  else if (selected) marker = <Icon icon={Check} slot="orgkit-organization-switcher-check" />
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      data-slot="orgkit-organization-switcher-option"
      data-highlighted={highlighted ? '' : undefined}
      onPointerMove={onPointerMove}
    >
      <Avatar name={entry.id ? entry.name : ''} src={entry.logo} colorKey={entry.id} />
      <span data-slot="orgkit-organization-switcher-option-text">
        {/* A long name is cut with an ellipsis by the stylesheet: the whole of it is the title, and the option's name. */}
        <span data-slot="orgkit-organization-switcher-option-name" title={entry.name}>
          {entry.name}
        </span>
        {entry.id && showRole ? <OptionRole organizationId={entry.id} /> : null}
      </span>
      {marker}
    </div>
  )
}
