import type { MessageDictionary } from '../message'

/** Words of `<OrganizationSwitcher>` (English). */
export const organizationSwitcherMessagesEn = {
  'organizationSwitcher.triggerLabel': '{name}, switch organization',
  'organizationSwitcher.noActiveOrganizationName': 'No organization',
  'organizationSwitcher.loadingLabel': 'Loading organizations…',
  'organizationSwitcher.popoverLabel': 'Switch organization',
  'organizationSwitcher.filterLabel': 'Filter organizations',
  'organizationSwitcher.filterPlaceholder': 'Filter organizations',
  'organizationSwitcher.listLabel': 'Your organizations',
  'organizationSwitcher.noOrganizationOption': 'No organization',
  'organizationSwitcher.roleLoadingLabel': 'Loading…',
  'organizationSwitcher.switchingStatus': 'Switching to “{name}”…',
  'organizationSwitcher.switchFailedMessage': 'Could not switch: {reason}',
  'organizationSwitcher.noMatchMessage': 'No organization matches “{query}”.',
  'organizationSwitcher.noOrganizationsMessage': 'You have no organizations yet.',
} as const satisfies MessageDictionary
