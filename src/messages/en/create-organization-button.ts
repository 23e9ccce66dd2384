import type { MessageDictionary } from '../message'

/**
 * Words of the "Create organization" button (English): the switcher's entry and the create dialog's trigger,
 * and why it is disabled at `organization_limit`.
 */
export const createOrganizationButtonMessagesEn = {
  'createOrganizationButton.label': 'Create organization',
  'createOrganizationButton.organizationLimitReason': {
    one: 'You are in {count} organization, the limit. Leave it to create another.',
    other: 'You are in {count} organizations, the limit. Leave one to create another.',
  },
} as const satisfies MessageDictionary
