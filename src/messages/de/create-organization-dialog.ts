import type { createOrganizationDialogMessagesEn } from '../en/create-organization-dialog'
import type { TranslationOf } from '../message'

/** Words of `<CreateOrganizationDialog>` (German). */
export const createOrganizationDialogMessagesDe: TranslationOf<typeof createOrganizationDialogMessagesEn> = {
  'createOrganizationDialog.title': 'Organisation erstellen',
  'createOrganizationDialog.keepActiveOrganizationLabel': 'Nicht zur neuen Organisation wechseln',
  'createOrganizationDialog.cancelButton': 'Abbrechen',
  'createOrganizationDialog.submitButton': 'Organisation erstellen',
  'createOrganizationDialog.submittingButton': 'Wird erstellt…',
}
