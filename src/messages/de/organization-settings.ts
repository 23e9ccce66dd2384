import type { organizationSettingsEn } from '../en/organization-settings'

/** Strings of `<OrganizationSettings>` (German). */
export const organizationSettingsDe: Record<keyof typeof organizationSettingsEn, string> = {
  'settings.title': 'Einstellungen der Organisation',
  'settings.profile': 'Profil',
  'settings.profileReadOnly': 'Nur Inhaber und Admins können diese Angaben ändern.',
  'settings.loadError': 'Diese Organisation konnte nicht geladen werden.',
  'settings.noOrganization': 'Keine Organisation ist aktiv. Wähle eine, um ihre Einstellungen zu sehen.',
  'settings.saved': 'Änderungen gespeichert.',
  'settings.reset': 'Änderungen verwerfen',
  'settings.noLogo': 'Kein Logo',
  'settings.dangerZone': 'Gefahrenbereich',
  'settings.leaveTitle': 'Organisation verlassen',
  'settings.leaveDescription': 'Du verlierst den Zugang zu {name}, bis dich jemand erneut einlädt.',
  'settings.leaveConfirmTitle': '{name} verlassen?',
  'settings.leaveConfirm': 'Verlassen',
  'settings.leaving': 'Wird verlassen…',
  'settings.leaveSoleHolder':
    'Du bist die einzige Person mit der Rolle {role} in {name}. Gib jemand anderem die Rolle {role}, bevor du gehst, oder lösche die Organisation.',
  'settings.deleteTitle': 'Organisation löschen',
  'settings.deleteDescription': 'Löscht {name} mit allen Mitgliedern und Einladungen. Das lässt sich nicht rückgängig machen.',
  'settings.deleteOwnerOnly': 'Nur Inhaber können eine Organisation löschen.',
  'settings.deleteConfirmTitle': '{name} löschen?',
  'settings.deleteConfirmLabel': 'Gib {slug} zur Bestätigung ein',
  'settings.deleteConfirm': 'Endgültig löschen',
  'settings.deleting': 'Wird gelöscht…',
  'settings.creatorAdminTitle': 'Admins können hier keine Organisationen löschen',
  'settings.creatorAdminBody':
    'Hier wird, wer eine Organisation erstellt, ihr Admin und nicht ihr Inhaber, und nur Inhaber können sie löschen. Admins behalten den Schutz von Inhabern: Nur ein Admin kann einen anderen Admin ändern oder entfernen, und der letzte Admin kann nicht gehen.',
}
