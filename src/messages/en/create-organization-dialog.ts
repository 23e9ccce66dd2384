import type { MessageDictionary } from '../message'

/** Words of `<CreateOrganizationDialog>` (English); its fields read `organizationProfileFields.*`. */
export const createOrganizationDialogMessagesEn = {
  'createOrganizationDialog.title': 'Create organization',
  'createOrganizationDialog.keepActiveOrganizationLabel': 'Don’t switch to the new organization',
  'createOrganizationDialog.cancelButton': 'Cancel',
  'createOrganizationDialog.submitButton': 'Create organization',
  'createOrganizationDialog.submittingButton': 'Creating…',
} as const satisfies MessageDictionary
