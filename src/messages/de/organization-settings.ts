import type { organizationSettingsMessagesEn } from '../en/organization-settings'
import type { TranslationOf } from '../message'

/** Words of `<OrganizationSettings>` (German). */
export const organizationSettingsMessagesDe: TranslationOf<typeof organizationSettingsMessagesEn> = {
  'organizationSettings.title': 'Einstellungen der Organisation',
  'organizationSettings.loadingStatus': 'Wird geladen…',
  'organizationSettings.profileTitle': 'Profil',
  'organizationSettings.savedStatus': 'Änderungen gespeichert.',
  'organizationSettings.discardChangesButton': 'Änderungen verwerfen',
  'organizationSettings.saveButton': 'Speichern',
  'organizationSettings.savingButton': 'Wird gespeichert…',
  'organizationSettings.dangerZoneTitle': 'Gefahrenbereich',
  'organizationSettings.creatorRoleAdminNotice':
    'Hier werden Ersteller zu Admins statt Inhabern. Nur Inhaber können diese Organisation löschen; der letzte Admin kann nicht gehen.',
  'organizationSettings.leaveTitle': 'Organisation verlassen',
  'organizationSettings.leaveDescription': 'Du verlierst den Zugang, bis du erneut eingeladen wirst.',
  'organizationSettings.leaveButton': 'Organisation verlassen',
  'organizationSettings.lastCreatorRoleHolderReason':
    'Du bist die einzige Person mit der Rolle {role}. Gib zuerst jemand anderem die Rolle {role} oder lösche die Organisation.',
  'organizationSettings.leaveDialogTitle': '{name} verlassen?',
  'organizationSettings.leaveDialogDescription': 'Du verlierst den Zugang, bis du erneut eingeladen wirst.',
  'organizationSettings.leaveCancelButton': 'Abbrechen',
  'organizationSettings.leaveConfirmButton': 'Verlassen',
  'organizationSettings.leavingButton': 'Wird verlassen…',
  'organizationSettings.deleteTitle': 'Organisation löschen',
  'organizationSettings.deleteDescription': 'Löscht {name} mit allen Mitgliedern und Einladungen, endgültig.',
  'organizationSettings.deleteButton': 'Organisation löschen',
  'organizationSettings.deleteDialogTitle': '{name} löschen?',
  'organizationSettings.deleteDialogDescription': 'Löscht {name} mit allen Mitgliedern und Einladungen, endgültig.',
  'organizationSettings.deleteSlugConfirmationLabel': 'Gib {slug} zur Bestätigung ein',
  'organizationSettings.deleteCancelButton': 'Abbrechen',
  'organizationSettings.deleteConfirmButton': 'Endgültig löschen',
  'organizationSettings.deletingButton': 'Wird gelöscht…',
}
