import type { organizationSettingsMessagesEn } from '../../messages/en/organization-settings'

/** A leave or delete action of the danger zone. */
export type DangerActionKind = 'leave' | 'delete'

type OrganizationSettingsMessageKey = keyof typeof organizationSettingsMessagesEn

/** The words of one danger action, by what they are. */
export interface DangerActionText {
  title: OrganizationSettingsMessageKey
  description: OrganizationSettingsMessageKey
  button: OrganizationSettingsMessageKey
  dialogTitle: OrganizationSettingsMessageKey
  dialogDescription: OrganizationSettingsMessageKey
  cancelButton: OrganizationSettingsMessageKey
  confirmButton: OrganizationSettingsMessageKey
  busyButton: OrganizationSettingsMessageKey
}

/** The message keys of each danger action, written out whole. */
export const DANGER_ACTION_TEXT = {
  leave: {
    title: 'organizationSettings.leaveTitle',
    description: 'organizationSettings.leaveDescription',
    button: 'organizationSettings.leaveButton',
    dialogTitle: 'organizationSettings.leaveDialogTitle',
    dialogDescription: 'organizationSettings.leaveDialogDescription',
    cancelButton: 'organizationSettings.leaveCancelButton',
    confirmButton: 'organizationSettings.leaveConfirmButton',
    busyButton: 'organizationSettings.leavingButton',
  },
  delete: {
    title: 'organizationSettings.deleteTitle',
    description: 'organizationSettings.deleteDescription',
    button: 'organizationSettings.deleteButton',
    dialogTitle: 'organizationSettings.deleteDialogTitle',
    dialogDescription: 'organizationSettings.deleteDialogDescription',
    cancelButton: 'organizationSettings.deleteCancelButton',
    confirmButton: 'organizationSettings.deleteConfirmButton',
    busyButton: 'organizationSettings.deletingButton',
  },
} as const satisfies Record<DangerActionKind, DangerActionText>
