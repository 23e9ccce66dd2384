import type { createOrganizationButtonMessagesEn } from '../en/create-organization-button'
import type { TranslationOf } from '../message'

/** Words of the "Create organization" button (German). */
export const createOrganizationButtonMessagesDe: TranslationOf<typeof createOrganizationButtonMessagesEn> = {
  'createOrganizationButton.label': 'Organisation erstellen',
  'createOrganizationButton.organizationLimitReason': {
    one: 'Du kannst in höchstens {count} Organisation sein. Verlasse sie, um eine neue zu erstellen.',
    other: 'Du kannst in höchstens {count} Organisationen sein. Verlasse eine, um eine neue zu erstellen.',
  },
  'createOrganizationButton.organizationLimitExceededReason': {
    one: 'Du kannst in höchstens {count} Organisation sein und bist in {membershipCount}. Verlasse {leaveCount}, um eine neue zu erstellen.',
    other:
      'Du kannst in höchstens {count} Organisationen sein und bist in {membershipCount}. Verlasse {leaveCount}, um eine neue zu erstellen.',
  },
}
