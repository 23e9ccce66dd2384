import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { organizationSwitcherMessagesEn } from '../../messages/en/organization-switcher'

/**
 * The popover while its code is fetched: rarely seen, as the trigger is hovered, focused or pressed before it
 * opens, which starts the fetch. Busy, so a screen reader (and a test) knows it is not the list yet; the
 * focus stays on the trigger meanwhile, where Escape closes it.
 */
export function OrganizationSwitcherPopoverLoading({ id }: { id: string }) {
  const { t } = useLocalizedMessages(organizationSwitcherMessagesEn)
  return (
    <div id={id} role="status" aria-busy="true" data-slot="orgkit-organization-switcher-content">
      <p data-slot="orgkit-organization-switcher-status">{t('organizationSwitcher.loadingLabel')}</p>
    </div>
  )
}
