import type { Ref } from 'react'
import type { Organization } from '../../core/domain'
import { useMessages } from '../../hooks/use-messages'
import { isSafeImageUrl } from '../../core/safe-image-url'
import { Avatar, initials } from '../ui/avatar'

/** Props of the switcher's trigger button. */
interface OrganizationSwitcherTriggerProps {
  /** The trigger button, for focus return (a plain prop, not `ref`, so React 18.3 passes it too). */
  buttonRef: Ref<HTMLButtonElement>
  /** The organization shown: the active one, `null` for none. */
  organization: Organization | null
  open: boolean
  contentId: string
  /** A switch is running: the trigger says so. */
  pending: boolean
  onToggle: () => void
}

/** The active organization (logo or initials, name) as the button that opens the switcher. */
export function OrganizationSwitcherTrigger({ buttonRef, organization, open, contentId, pending, onToggle }: OrganizationSwitcherTriggerProps) {
  const { t } = useMessages()
  const name = organization?.name ?? t('switcher.noneLabel')
  return (
    <button
      ref={buttonRef}
      type="button"
      data-slot="orgkit-organization-switcher-trigger"
      data-state={open ? 'open' : undefined}
      data-pending={pending ? '' : undefined}
      aria-haspopup="dialog"
      aria-label={t('switcher.triggerLabel', { name })}
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      aria-busy={pending || undefined}
      onClick={onToggle}
    >
      {organization?.logo && isSafeImageUrl(organization.logo) ? (
        <Avatar name={organization.name} src={organization.logo} />
      ) : organization ? (
        // Initials drawn by the stylesheet (data-initials), so the label's visible text is the name alone.
        <span data-slot="orgkit-avatar" data-initials={initials(organization.name)} aria-hidden="true" />
      ) : (
        <span data-slot="orgkit-avatar" data-empty="" aria-hidden="true" />
      )}
      <span data-slot="orgkit-organization-switcher-trigger-name">{name}</span>
      <svg data-slot="orgkit-organization-switcher-chevron" aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d="M4.5 6.5 8 10l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
