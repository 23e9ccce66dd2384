import type { createOrganizationButtonMessagesEn } from '../en/create-organization-button'
import type { TranslationOf } from '../message'

/** Words of the "Create organization" button (German). */
export const createOrganizationButtonMessagesDe: TranslationOf<typeof createOrganizationButtonMessagesEn> = {
  'createOrganizationButton.label': 'Organisation erstellen',
  'createOrganizationButton.organizationLimitReason': {
    one: 'Du bist in {count} Organisation, dem Maximum. Verlasse sie, um eine neue zu erstellen.',
    other: 'Du bist in {count} Organisationen, dem Maximum. Verlasse eine, um eine neue zu erstellen.',
  },
}
