import type { MessageDictionary } from '../message'

/** The words of `<ActiveOrganizationGate>` (English): opening an organization after sign-in, or choosing one. */
export const activeOrganizationGateMessagesEn = {
  'activeOrganizationGate.loadingStatus': 'Opening your organization…',
  'activeOrganizationGate.chooseTitle': 'Choose an organization',
  'activeOrganizationGate.chooseDescription': 'Choose the organization to open. You can switch at any time.',
  'activeOrganizationGate.organizationListLabel': 'Your organizations',
  'activeOrganizationGate.openButtonAccessibleName': 'Open {organization}',
  'activeOrganizationGate.openedAnnouncement': '{organization} is open.',
  'activeOrganizationGate.openFailedAnnouncement': 'Could not open {organization}: {reason}',
  'activeOrganizationGate.noOrganizationTitle': 'Create or join an organization',
  'activeOrganizationGate.noOrganizationDescription':
    'You are not in any organization yet. Create your own, or accept an invitation you received.',
} as const satisfies MessageDictionary
