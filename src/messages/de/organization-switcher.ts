import type { organizationSwitcherMessagesEn } from '../en/organization-switcher'
import type { TranslationOf } from '../message'

/** Words of `<OrganizationSwitcher>` (German). */
export const organizationSwitcherMessagesDe: TranslationOf<typeof organizationSwitcherMessagesEn> = {
  'organizationSwitcher.triggerLabel': '{name}, Organisation wechseln',
  'organizationSwitcher.noActiveOrganizationName': 'Keine Organisation',
  'organizationSwitcher.loadingLabel': 'Organisationen werden geladen…',
  'organizationSwitcher.popoverLabel': 'Organisation wechseln',
  'organizationSwitcher.filterLabel': 'Organisationen filtern',
  'organizationSwitcher.filterPlaceholder': 'Organisationen filtern',
  'organizationSwitcher.listLabel': 'Deine Organisationen',
  'organizationSwitcher.noOrganizationOption': 'Keine Organisation',
  'organizationSwitcher.roleLoadingLabel': 'Wird geladen…',
  'organizationSwitcher.switchingStatus': 'Wechsel zu „{name}“…',
  'organizationSwitcher.switchFailedMessage': 'Wechsel fehlgeschlagen: {reason}',
  'organizationSwitcher.noMatchMessage': 'Keine Organisation passt zu „{query}“.',
  'organizationSwitcher.noOrganizationsMessage': 'Du hast noch keine Organisationen.',
}
