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
  cancelButton: OrganizationSettingsMessageKey
  confirmButton: OrganizationSettingsMessageKey
  busyButton: OrganizationSettingsMessageKey
  /** Said once it is done. */
  doneAnnouncement: OrganizationSettingsMessageKey
}

/** The message keys of each danger action, written out whole. */
export const DANGER_ACTION_TEXT = {
  leave: {
    title: 'organizationSettings.leaveTitle',
    description: 'organizationSettings.leaveDescription',
    button: 'organizationSettings.leaveButton',
    dialogTitle: 'organizationSettings.leaveDialogTitle',
    cancelButton: 'organizationSettings.leaveCancelButton',
    confirmButton: 'organizationSettings.leaveConfirmButton',
    busyButton: 'organizationSettings.leavingButton',
    doneAnnouncement: 'organizationSettings.leftAnnouncement',
  },
  delete: {
    title: 'organizationSettings.deleteTitle',
    description: 'organizationSettings.deleteDescription',
    button: 'organizationSettings.deleteButton',
    dialogTitle: 'organizationSettings.deleteDialogTitle',
    cancelButton: 'organizationSettings.deleteCancelButton',
    confirmButton: 'organizationSettings.deleteConfirmButton',
    busyButton: 'organizationSettings.deletingButton',
    doneAnnouncement: 'organizationSettings.deletedAnnouncement',
  },
} as const satisfies Record<DangerActionKind, DangerActionText>
