import type { organizationSettingsMessagesEn } from '../en/organization-settings'
import type { TranslationOf } from '../message'

/** Words of `<OrganizationSettings>` (German). */
export const organizationSettingsMessagesDe: TranslationOf<typeof organizationSettingsMessagesEn> = {
  'organizationSettings.title': 'Einstellungen der Organisation',
  'organizationSettings.loadingStatus': 'Einstellungen werden geladen…',
  'organizationSettings.profileTitle': 'Profil',
  'organizationSettings.savedAnnouncement': 'Änderungen an {name} gespeichert.',
  'organizationSettings.discardChangesButton': 'Änderungen verwerfen',
  'organizationSettings.saveButton': 'Speichern',
  'organizationSettings.savingButton': 'Wird gespeichert…',
  'organizationSettings.dangerZoneTitle': 'Gefahrenbereich',
  'organizationSettings.creatorRoleAdminNotice':
    'Hier werden Ersteller zu Admins statt Inhabern. Nur Inhaber können diese Organisation löschen; der letzte Admin kann nicht gehen.',
  'organizationSettings.leaveTitle': 'Organisation verlassen',
  'organizationSettings.leaveDescription': 'Du verlierst den Zugang zu {name}, bis dich jemand erneut einlädt.',
  'organizationSettings.leaveButton': 'Organisation verlassen',
  'organizationSettings.lastCreatorRoleHolderReason':
    'Du bist die einzige Person mit der Rolle {role}. Gib zuerst jemand anderem die Rolle {role} oder lösche die Organisation.',
  'organizationSettings.leaveDialogTitle': '{name} verlassen?',
  'organizationSettings.leaveDialogDescription':
    'Du verlierst sofort den Zugang zu {name}: zu ihren Mitgliedern, Einladungen und Einstellungen. Nur eine neue Einladung bringt dich zurück.',
  'organizationSettings.leaveCancelButton': 'Abbrechen',
  'organizationSettings.leaveConfirmButton': 'Verlassen',
  'organizationSettings.leavingButton': 'Wird verlassen…',
  'organizationSettings.leftAnnouncement': 'Du hast {name} verlassen.',
  'organizationSettings.deleteTitle': 'Organisation löschen',
  'organizationSettings.deleteDescription': 'Löscht {name} endgültig, mit allen Mitgliedern und Einladungen.',
  'organizationSettings.deleteButton': 'Organisation löschen',
  'organizationSettings.deleteDialogTitle': '{name} löschen?',
  'organizationSettings.deleteDialogDescription':
    '{name}, {memberCount} und {invitationCount} werden endgültig gelöscht.',
  'organizationSettings.deleteDialogWithoutInvitationsDescription':
    '{name} und {memberCount} werden endgültig gelöscht.',
  'organizationSettings.deleteDialogMemberCount': { one: 'ihr {count} Mitglied', other: 'ihre {count} Mitglieder' },
  'organizationSettings.deleteDialogInvitationCount': {
    one: '{count} offene Einladung',
    other: '{count} offene Einladungen',
  },
  'organizationSettings.deleteSlugConfirmationLabel': 'Gib {slug} zur Bestätigung ein',
  'organizationSettings.deleteCancelButton': 'Abbrechen',
  'organizationSettings.deleteConfirmButton': 'Endgültig löschen',
  'organizationSettings.deletingButton': 'Wird gelöscht…',
  'organizationSettings.deletedAnnouncement': '{name} wurde gelöscht.',
}
