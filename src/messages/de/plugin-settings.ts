import type { pluginSettingsEn } from '../en/plugin-settings'

/** Strings of `<OrganizationPluginSettings>` and the management API's errors (German). */
export const pluginSettingsDe: Record<keyof typeof pluginSettingsEn, string> = {
  'pluginSettings.title': 'Organisations-Plugin',
  'pluginSettings.intro':
    'Wie Organisationen auf diesem Branch funktionieren. Eine Änderung gilt ab der nächsten Anfrage.',
  'pluginSettings.loadError': 'Die Plugin-Einstellungen konnten nicht geladen werden.',
  'pluginSettings.enabled': 'Organisationen eingeschaltet',
  'pluginSettings.enabledDescription':
    'Solange dies aus ist, schlägt jeder Organisationsaufruf auf diesem Branch fehl: Niemand kann Organisationen anlegen, auflisten, wechseln oder verwalten.',
  'pluginSettings.organizationLimit': 'Organisationen pro Person',
  'pluginSettings.organizationLimitDescription':
    'Höchstzahl der Mitgliedschaften einer Person, angelegte und beigetretene zusammen. Ist sie erreicht, kann die Person keine weitere Organisation anlegen.',
  'pluginSettings.membershipLimit': 'Mitglieder pro Organisation',
  'pluginSettings.membershipLimitDescription': 'Höchstzahl der Mitglieder einer Organisation.',
  'pluginSettings.limitRequired': 'Gib eine Zahl ein.',
  'pluginSettings.limitWhole': 'Gib eine ganze Zahl ein.',
  'pluginSettings.limitMin': 'Gib 1 oder mehr ein.',
  'pluginSettings.limitMax': 'Gib eine kleinere Zahl ein.',
  'pluginSettings.creatorRole': 'Rolle der Person, die eine Organisation anlegt',
  'pluginSettings.creatorRoleOwner': 'Inhaber',
  'pluginSettings.creatorRoleOwnerDescription': 'Volle Kontrolle über die Organisation, auch das Löschen.',
  'pluginSettings.creatorRoleAdmin': 'Admin',
  'pluginSettings.creatorRoleAdminDescription':
    'Kann die Organisation nicht löschen und den Inhaber nicht ändern. Als Rolle der anlegenden Person tragen Admins die Schutzrechte des Inhabers: Nur ein Admin kann einen anderen Admin ändern oder entfernen, und der letzte Admin kann nicht austreten.',
  'pluginSettings.sendInvitationEmail': 'Einladungs-E-Mails senden',
  'pluginSettings.sendInvitationEmailDescription':
    'Eingeladene erhalten eine E-Mail mit einem Annahme-Link. Dafür muss die E-Mail-Bestätigung bei der Registrierung in den Authentifizierungs-Einstellungen eingeschaltet sein. Ist dies aus, wird keine E-Mail gesendet und deine App gibt Einladungslinks selbst weiter.',
  'pluginSettings.readOnly': 'Du kannst diese Einstellungen sehen, aber nicht ändern.',
  'pluginSettings.reset': 'Änderungen verwerfen',
  'pluginSettings.saved': 'Plugin-Einstellungen gespeichert.',
  'pluginSettings.saveFailed': 'Die Plugin-Einstellungen wurden nicht gespeichert.',
  'pluginSettings.disableTitle': 'Organisationen abschalten?',
  'pluginSettings.disableDescription':
    'Jeder Organisationsaufruf auf diesem Branch schlägt fehl, bis Organisationen wieder eingeschaltet sind: Mitglieder können Organisationen weder anlegen, öffnen, wechseln noch verwalten, und Einladungen können weder gesendet noch angenommen werden.',
  'pluginSettings.disableConfirm': 'Organisationen abschalten',
  'pluginSettings.disableCancel': 'Eingeschaltet lassen',
  'management.error.unauthorized': 'API-Schlüssel abgelehnt. Prüfe den Schlüssel des Management-Clients.',
  'management.error.forbidden': 'Nicht erlaubt: deine Rolle oder der verwendete API-Schlüssel lässt das nicht zu.',
  'management.error.notFound':
    'Dieses Projekt oder dieser Branch existiert nicht, oder der API-Schlüssel erreicht ihn nicht.',
  'management.error.rateLimited':
    'Ratenbegrenzung: zu viele Anfragen an die Management-API. Warte einen Moment und versuche es dann erneut.',
  'management.error.locked': 'Der Branch ist mit einem anderen Vorgang beschäftigt. Versuche es gleich noch einmal.',
  'management.error.invalid': 'Die Management-API hat diese Werte abgelehnt.',
  'management.error.server': 'Die Management-API ist fehlgeschlagen. Versuche es erneut.',
  'management.error.network': 'Die Management-API ist nicht erreichbar. Prüfe die Verbindung und versuche es erneut.',
  'management.error.unknown': 'Bei der Management-API ist etwas schiefgegangen.',
  'management.error.detail': 'HTTP {status}: {message}',
  'management.error.requestId': 'Anfrage-ID: {requestId}',
}
