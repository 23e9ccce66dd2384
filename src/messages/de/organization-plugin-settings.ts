import type { organizationPluginSettingsMessagesEn } from '../en/organization-plugin-settings'
import type { TranslationOf } from '../message'

/** Words of `<OrganizationPluginSettings>` (German). */
export const organizationPluginSettingsMessagesDe: TranslationOf<typeof organizationPluginSettingsMessagesEn> = {
  'organizationPluginSettings.title': 'Organisations-Plugin',
  'organizationPluginSettings.introduction':
    'Wie Organisationen auf diesem Branch funktionieren. Eine Änderung gilt ab der nächsten Anfrage.',
  'organizationPluginSettings.loadFailedMessage': 'Die Plugin-Einstellungen konnten nicht geladen werden.',
  'organizationPluginSettings.loadingLabel': 'Plugin-Einstellungen werden geladen…',
  'organizationPluginSettings.enabledLabel': 'Organisationen eingeschaltet',
  'organizationPluginSettings.enabledDescription':
    'Solange dies aus ist, schlägt jeder Organisationsaufruf auf diesem Branch fehl: Niemand kann Organisationen erstellen, auflisten, wechseln oder verwalten.',
  'organizationPluginSettings.organizationLimitLabel': 'Organisationen pro Person',
  'organizationPluginSettings.organizationLimitDescription':
    'Höchstzahl der Mitgliedschaften einer Person, erstellte und beigetretene zusammen. Ist sie erreicht, kann die Person keine weitere Organisation erstellen.',
  'organizationPluginSettings.membershipLimitLabel': 'Mitglieder pro Organisation',
  'organizationPluginSettings.membershipLimitDescription': 'Höchstzahl der Mitglieder einer Organisation.',
  'organizationPluginSettings.limitMissingError': 'Gib eine Zahl ein.',
  'organizationPluginSettings.limitNotWholeError': 'Gib eine ganze Zahl ein.',
  'organizationPluginSettings.limitTooSmallError': 'Gib 1 oder mehr ein.',
  'organizationPluginSettings.limitTooLargeError': 'Gib höchstens {max} ein.',
  'organizationPluginSettings.creatorRoleLegend': 'Rolle der Person, die eine Organisation anlegt',
  'organizationPluginSettings.creatorRoleOwnerLabel': 'Inhaber',
  'organizationPluginSettings.creatorRoleOwnerDescription': 'Volle Kontrolle über die Organisation, auch das Löschen.',
  'organizationPluginSettings.creatorRoleAdminLabel': 'Admin',
  'organizationPluginSettings.creatorRoleAdminDescription':
    'Kann die Organisation nicht löschen und den Inhaber nicht ändern. Als Rolle der erstellenden Person tragen Admins die Schutzrechte des Inhabers: Nur ein Admin kann einen anderen Admin ändern oder entfernen, und der letzte Admin kann nicht austreten.',
  'organizationPluginSettings.sendInvitationEmailLabel': 'Einladungs-E-Mails senden',
  'organizationPluginSettings.sendInvitationEmailDescription':
    'Eingeladene erhalten eine E-Mail mit einem Annahme-Link. Dafür muss die E-Mail-Bestätigung bei der Registrierung in den Authentifizierungs-Einstellungen eingeschaltet sein. Ist dies aus, wird keine E-Mail gesendet und deine App gibt Einladungslinks selbst weiter.',
  'organizationPluginSettings.readOnlyNotice': 'Du kannst diese Einstellungen sehen, aber nicht ändern.',
  'organizationPluginSettings.notAllowedReason': 'Dein Konto oder der verwendete API-Schlüssel darf sie nicht ändern.',
  'organizationPluginSettings.discardChangesButton': 'Änderungen verwerfen',
  'organizationPluginSettings.savedAnnouncement': 'Plugin-Einstellungen gespeichert.',
  'organizationPluginSettings.saveFailedMessage': 'Die Plugin-Einstellungen wurden nicht gespeichert.',
  'organizationPluginSettings.disableDialogTitle': 'Organisationen abschalten?',
  'organizationPluginSettings.disableDialogDescription':
    'Jeder Organisationsaufruf auf diesem Branch schlägt fehl, bis Organisationen wieder eingeschaltet sind: Mitglieder können Organisationen weder erstellen, öffnen, wechseln noch verwalten, und Einladungen können weder erstellt noch beantwortet werden.',
  'organizationPluginSettings.disableConfirmButton': 'Organisationen abschalten',
  'organizationPluginSettings.disableCancelButton': 'Eingeschaltet lassen',
  'organizationPluginSettings.retryButton': 'Erneut versuchen',
  'organizationPluginSettings.saveButton': 'Speichern',
  'organizationPluginSettings.savingButton': 'Wird gespeichert…',
}
