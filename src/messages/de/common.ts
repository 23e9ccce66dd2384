import type { commonEn } from '../en/common'

/** Strings shared by every component (German). */
export const commonDe: Record<keyof typeof commonEn, string> = {
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
  'common.save': 'Speichern',
  'common.saving': 'Wird gespeichert…',
  'common.you': 'du',
  'common.errorTitle': 'Etwas ist schiefgelaufen',
  'common.teamsAndRolesUnavailable': 'Teams und eigene Rollen sind in dieser App nicht verfügbar.',
  'role.owner': 'Inhaber',
  'role.admin': 'Admin',
  'role.member': 'Mitglied',
  'roleDescription.owner': 'Volle Kontrolle, auch über das Löschen der Organisation.',
  'roleDescription.admin': 'Verwaltet Mitglieder, Einladungen und Einstellungen; kann die Organisation nicht löschen.',
  'roleDescription.member': 'Sieht die Organisation und ihre Mitglieder; verwaltet nichts.',
  'invitationStatus.pending': 'Offen',
  'invitationStatus.accepted': 'Angenommen',
  'invitationStatus.rejected': 'Abgelehnt',
  'invitationStatus.canceled': 'Zurückgezogen',
  'invitationStatus.expired': 'Abgelaufen',
}
