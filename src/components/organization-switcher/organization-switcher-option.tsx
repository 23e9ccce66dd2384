import { Check } from 'lucide'
import { memo, useRef } from 'react'
import { organizationSwitcherPopoverMessagesEn } from '../../messages/en/organization-switcher-popover'
import { Avatar } from '../ui/avatar'
import { Icon } from '../ui/icon'
import { useRoleText } from '../ui/role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { SwitcherEntry } from './switcher-entries'
import { useRoleInView } from './use-role-in-view'
import type { SwitcherOrganizations } from './use-switcher-organizations'

/** The line under the name: the user's role(s), and the member count when the server gave it. */
function OptionDetail({ role, memberCount }: { role: readonly string[]; memberCount: number | undefined }) {
  const { t } = useLocalizedMessages(organizationSwitcherPopoverMessagesEn)
  const roleText = useRoleText()
  const roles = roleText.labels(role)
  const text =
    memberCount === undefined
      ? roles
      : t('organizationSwitcher.roleAndMemberCount', {
          roles,
          members: t('organizationSwitcher.memberCountLabel', { count: memberCount }),
        })
  return <span data-slot="orgkit-organization-switcher-role">{text}</span>
}

/** The user's role(s) on a server without the kit's plugin: read once the option is in view (a few at a time). */
function OptionRoleInView({ organizationId }: { organizationId: string }) {
  const { t } = useLocalizedMessages(organizationSwitcherPopoverMessagesEn)
  const ref = useRef<HTMLSpanElement>(null)
  const { data, isPending } = useRoleInView(ref, organizationId)
  if (data) return <OptionDetail role={data.role} memberCount={undefined} />
  return (
    <span ref={ref} data-slot="orgkit-organization-switcher-role">
      {isPending ? t('organizationSwitcher.roleLoadingLabel') : ''}
    </span>
  )
}

/** Props of {@link OrganizationSwitcherOption}. */
export interface OrganizationSwitcherOptionProps {
  /** The option's id, the listbox's `aria-activedescendant` while highlighted. */
  id: string
  /** Its place in the list. */
  index: number
  entry: SwitcherEntry
  /** Whether it is the active organization. */
  selected: boolean
  highlighted: boolean
  /** Whether a switch to it is running. */
  pending: boolean
  /** Where the user's role comes from (`none`: not shown, the switcher's `showRoles={false}`). */
  roles: SwitcherOrganizations['roles'] | 'none'
  /** The pointer moved over the option at `index`. */
  onHighlight: (index: number) => void
}

/**
 * One organization of the list (or "No organization"): its logo, name and the user's role, and a spinner
 * while switching to it or a check mark when it is the active one. It holds no focus and no click handler:
 * the listbox reads a click from the option it landed in. Memoised: moving the highlight through hundreds of
 * options renders only the two that change.
 */
export const OrganizationSwitcherOption = memo(function OrganizationSwitcherOption(
  props: OrganizationSwitcherOptionProps,
) {
  const { id, index, entry, selected, highlighted, pending, roles, onHighlight } = props
  let marker = null
  if (pending) marker = <span data-slot="orgkit-spinner" aria-hidden="true" />
  else if (selected) marker = <Icon icon={Check} slot="orgkit-organization-switcher-check" />
  let detail = null
  if (entry.id && entry.role) detail = <OptionDetail role={entry.role} memberCount={entry.memberCount} />
  else if (entry.id && roles === 'stock') detail = <OptionRoleInView organizationId={entry.id} />
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      data-slot="orgkit-organization-switcher-option"
      data-highlighted={highlighted ? '' : undefined}
      onPointerMove={() => onHighlight(index)}
    >
      <Avatar name={entry.id ? entry.name : ''} src={entry.logo} colorKey={entry.id} />
      <span data-slot="orgkit-organization-switcher-option-text">
        {/* A long name is cut with an ellipsis by the stylesheet: the whole of it is the title, and the option's name. */}
        <span data-slot="orgkit-organization-switcher-option-name" title={entry.name}>
          {entry.name}
        </span>
        {roles === 'none' ? null : detail}
      </span>
      {marker}
    </div>
  )
})
