import type { Organization } from '../../core/domain'
import { useActiveMemberRole } from '../../hooks/use-active-member-role'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Avatar } from '../ui/avatar'

/** Props of one option of the switcher's list. */
interface OrganizationSwitcherOptionProps {
  id: string
  /** The organization, or `null` for the "no organization" entry. */
  organization: Organization | null
  active: boolean
  highlighted: boolean
  /** A switch to this option is running. */
  pending: boolean
  showRole: boolean
  onSelect: () => void
  onHighlight: () => void
}

/** The user's role(s) in one organization, read when the option is shown (one cached call per organization). */
function OptionRole({ organizationId }: { organizationId: string }) {
  const { t } = useMessages()
  const role = useActiveMemberRole({ organizationId })
  if (role.isPending) return <span data-slot="orgkit-organization-switcher-role" data-loading="">{t('switcher.roleLoading')}</span>
  if (!role.data) return null
  return (
    <span data-slot="orgkit-organization-switcher-role">{role.data.role.map((r) => t(`role.${r}` as MessageKey)).join(', ')}</span>
  )
}

/** One organization (or "no organization") in the switcher's listbox. */
export function OrganizationSwitcherOption(props: OrganizationSwitcherOptionProps) {
  const { id, organization, active, highlighted, pending, showRole, onSelect, onHighlight } = props
  const { t } = useMessages()
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      data-slot="orgkit-organization-switcher-option"
      data-highlighted={highlighted ? '' : undefined}
      data-active={active ? '' : undefined}
      data-pending={pending ? '' : undefined}
      onClick={onSelect}
      onPointerMove={onHighlight}
    >
      {organization ? (
        <Avatar name={organization.name} src={organization.logo} />
      ) : (
        <span data-slot="orgkit-avatar" data-empty="" aria-hidden="true" />
      )}
      <span data-slot="orgkit-organization-switcher-option-text">
        <span data-slot="orgkit-organization-switcher-option-name">{organization?.name ?? t('switcher.noneLabel')}</span>
        {organization === null ? (
          <span data-slot="orgkit-organization-switcher-role">{t('switcher.noneDescription')}</span>
        ) : showRole ? (
          <OptionRole organizationId={organization.id} />
        ) : null}
      </span>
      {pending ? <span data-slot="orgkit-spinner" aria-hidden="true" /> : null}
      {active && !pending ? (
        <svg data-slot="orgkit-organization-switcher-check" aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M3.5 8.5 6.5 11.5 12.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </li>
  )
}
