import type { organizationSwitcherMessagesEn } from '../en/organization-switcher'
import type { TranslationOf } from '../message'

/** Words of `<OrganizationSwitcher>`'s trigger (German). */
export const organizationSwitcherMessagesDe: TranslationOf<typeof organizationSwitcherMessagesEn> = {
  'organizationSwitcher.triggerLabel': '{name}, Organisation wechseln',
  'organizationSwitcher.noActiveOrganizationName': 'Keine Organisation',
  'organizationSwitcher.loadingLabel': 'Organisationen werden geladen…',
  'organizationSwitcher.pendingInvitationsBadgeLabel': {
    one: '{count} offene Einladung',
    other: '{count} offene Einladungen',
  },
  'organizationSwitcher.triggerWithInvitationsLabel': '{name}, Organisation wechseln, {invitations}',
}
