import type { MessageDictionary } from '../message'

/**
 * Words of `<OrganizationSwitcher>`'s trigger, shown up front (English). The open popover's words are in
 * `organization-switcher-popover.ts`, fetched with it.
 */
export const organizationSwitcherMessagesEn = {
  'organizationSwitcher.triggerLabel': '{name}, switch organization',
  'organizationSwitcher.noActiveOrganizationName': 'No organization',
  'organizationSwitcher.loadingLabel': 'Loading organizations…',
  'organizationSwitcher.pendingInvitationsBadgeLabel': {
    one: '{count} pending invitation',
    other: '{count} pending invitations',
  },
  'organizationSwitcher.triggerWithInvitationsLabel': '{name}, switch organization, {invitations}',
} as const satisfies MessageDictionary
