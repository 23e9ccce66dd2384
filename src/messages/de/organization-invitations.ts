import type { TranslationOf } from '../message'
import type { organizationInvitationsMessagesEn } from '../en/organization-invitations'

/** The words of `<OrganizationInvitations>` (German). */
export const organizationInvitationsMessagesDe: TranslationOf<typeof organizationInvitationsMessagesEn> = {
  'organizationInvitations.notAllowedNotice': 'Nur Inhaber und Admins sehen die Einladungen dieser Organisation.',
  'organizationInvitations.tableCaption': 'Einladungen',
  'organizationInvitations.loadingCaption': 'Einladungen werden geladen…',
  'organizationInvitations.emailColumnHeader': 'E-Mail',
  'organizationInvitations.roleColumnHeader': 'Rolle',
  'organizationInvitations.statusColumnHeader': 'Status',
  'organizationInvitations.expiresColumnHeader': 'Läuft ab',
  'organizationInvitations.actionsColumnHeader': 'Aktionen',
  'organizationInvitations.noInvitationsMessage': 'Noch keine Einladungen.',
  'organizationInvitations.listLimitNote':
    'Der Server listet höchstens {count} Einladungen, daher fehlen hier vielleicht welche.',
  'organizationInvitations.actionsMenuLabel': 'Aktionen für {email}',
  'organizationInvitations.resendMenuItem': 'Einladung erneut senden',
  'organizationInvitations.renewLinkMenuItem': 'Link erneuern',
  'organizationInvitations.inviteAgainMenuItem': 'Erneut einladen',
  'organizationInvitations.copyLinkMenuItem': 'Link kopieren',
  'organizationInvitations.cancelMenuItem': 'Einladung zurückziehen',
  'organizationInvitations.copyLinkByHandLabel': 'Kopieren nicht möglich. Kopiere den Link selbst:',
  'organizationInvitations.cancelDialogTitle': 'Einladung an {email} zurückziehen?',
  'organizationInvitations.cancelDialogDescription':
    'Der Link funktioniert sofort nicht mehr. Du kannst {email} später erneut einladen.',
  'organizationInvitations.cancelConfirmButton': 'Einladung zurückziehen',
  'organizationInvitations.cancelingButton': 'Wird zurückgezogen…',
  'organizationInvitations.keepInvitationButton': 'Einladung behalten',
  'organizationInvitations.canceledAnnouncement': 'Einladung an {email} zurückgezogen.',
  'organizationInvitations.resentAnnouncement': 'Einladung erneut an {email} gesendet.',
  'organizationInvitations.renewedAnnouncement': 'Einladung an {email} erneuert; kopiere den Link.',
  'organizationInvitations.invitedAgainAnnouncement': 'Neue Einladung an {email} gesendet.',
  'organizationInvitations.invitedAgainWithoutEmailAnnouncement':
    'Neue Einladung an {email} erstellt; kopiere den Link.',
  'organizationInvitations.resendFailedAnnouncement':
    'Die Einladung an {email} konnte nicht erneut gesendet werden. {reason}',
  'organizationInvitations.renewFailedAnnouncement': 'Der Link für {email} konnte nicht erneuert werden. {reason}',
  'organizationInvitations.inviteAgainFailedAnnouncement': '{email} konnte nicht erneut eingeladen werden. {reason}',
  'organizationInvitations.copyLinkDialogTitle': 'Einladungslink für {email} kopieren',
  'organizationInvitations.copyLinkDialogCloseButton': 'Fertig',
  'organizationInvitations.linkCopiedAnnouncement': 'Einladungslink für {email} kopiert.',
}
