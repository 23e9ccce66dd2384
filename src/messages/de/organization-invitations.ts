import type { TranslationOf } from '../message'
import type { organizationInvitationsMessagesEn } from '../en/organization-invitations'

/** The words of `<OrganizationInvitations>` (German). */
export const organizationInvitationsMessagesDe: TranslationOf<typeof organizationInvitationsMessagesEn> = {
  'organizationInvitations.loadingStatus': 'Einladungen werden geladen…',
  'organizationInvitations.notAllowedNotice': 'Nur Inhaber und Admins sehen die Einladungen dieser Organisation.',
  'organizationInvitations.tableCaption': 'Einladungen',
  'organizationInvitations.loadingCaption': 'Einladungen werden geladen…',
  'organizationInvitations.emailColumnHeader': 'E-Mail',
  'organizationInvitations.roleColumnHeader': 'Rolle',
  'organizationInvitations.statusColumnHeader': 'Status',
  'organizationInvitations.expiresColumnHeader': 'Läuft ab',
  'organizationInvitations.actionsColumnHeader': 'Aktionen',
  'organizationInvitations.noInvitationsMessage': 'Noch keine Einladungen.',
  'organizationInvitations.resendButton': 'Erneut senden',
  'organizationInvitations.resendButtonLabel': 'Erneut senden: {email}',
  'organizationInvitations.inviteAgainButton': 'Erneut einladen',
  'organizationInvitations.inviteAgainButtonLabel': 'Erneut einladen: {email}',
  'organizationInvitations.cancelButton': 'Zurückziehen',
  'organizationInvitations.cancelButtonLabel': 'Zurückziehen: {email}',
  'organizationInvitations.resentAnnouncement': 'Erneut gesendet: {email}',
  'organizationInvitations.canceledAnnouncement': 'Zurückgezogen: {email}',
}
