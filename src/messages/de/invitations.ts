import type { invitationsEn } from '../en/invitations'

/** Strings of the organization's invitations table (German). */
export const invitationsDe: Record<keyof typeof invitationsEn, string> = {
  'orgInvitations.caption': 'Einladungen',
  'orgInvitations.email': 'E-Mail',
  'orgInvitations.status': 'Status',
  'orgInvitations.expires': 'Läuft ab',
  'orgInvitations.actions': 'Aktionen',
  'orgInvitations.loading': 'Einladungen werden geladen…',
  'orgInvitations.empty': 'Noch keine Einladungen.',
  'orgInvitations.reinvite': 'Erneut einladen',
  'orgInvitations.cancel': 'Zurückziehen',
  'orgInvitations.copy': 'Link kopieren',
}
