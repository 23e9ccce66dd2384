import type { MessageDictionary } from '../message'

/**
 * Words of the "Create organization" button (English): the switcher's entry and the create dialog's trigger,
 * and why it is disabled at `organization_limit`, naming the limit (`count`).
 */
export const createOrganizationButtonMessagesEn = {
  'createOrganizationButton.label': 'Create organization',
  'createOrganizationButton.organizationLimitReason': {
    one: 'You can be in at most {count} organization. Leave it to create another.',
    other: 'You can be in at most {count} organizations. Leave one to create another.',
  },
  'createOrganizationButton.organizationLimitExceededReason': {
    one: 'You can be in at most {count} organization and are in {membershipCount}. Leave {leaveCount} to create another.',
    other:
      'You can be in at most {count} organizations and are in {membershipCount}. Leave {leaveCount} to create another.',
  },
} as const satisfies MessageDictionary
