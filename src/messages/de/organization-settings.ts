import type { organizationSettingsEn } from '../en/organization-settings'

/** Strings of `<OrganizationSettings>` (German). */
export const organizationSettingsDe: Record<keyof typeof organizationSettingsEn, string> = {
  'settings.title': 'Einstellungen der Organisation',
  'settings.profile': 'Profil',
  'settings.saved': 'Änderungen gespeichert.',
  'settings.reset': 'Änderungen verwerfen',
  'settings.danger': 'Gefahrenbereich',
  'settings.leave': 'Organisation verlassen',
  'settings.leaveInfo': 'Du verlierst den Zugang, bis du erneut eingeladen wirst.',
  'settings.leaveAsk': '{name} verlassen?',
  'settings.leaveConfirm': 'Verlassen',
  'settings.leaveBusy': 'Wird verlassen…',
  'settings.lastHolder':
    'Du bist die einzige Person mit der Rolle {role}. Gib zuerst jemand anderem die Rolle {role} oder lösche die Organisation.',
  'settings.delete': 'Organisation löschen',
  'settings.deleteInfo': 'Löscht {name} mit allen Mitgliedern und Einladungen, endgültig.',
  'settings.deleteAsk': '{name} löschen?',
  'settings.typeSlug': 'Gib {slug} zur Bestätigung ein',
  'settings.deleteConfirm': 'Endgültig löschen',
  'settings.deleteBusy': 'Wird gelöscht…',
  'settings.creatorAdmin':
    'Hier werden Ersteller zu Admins statt Inhabern. Nur Inhaber können diese Organisation löschen; der letzte Admin kann nicht gehen.',
}
