import type { userInvitationsMessagesEn } from '../en/user-invitations'
import type { TranslationOf } from '../message'

/** The words of `<UserInvitations>` (German). */
export const userInvitationsMessagesDe: TranslationOf<typeof userInvitationsMessagesEn> = {
  'userInvitations.title': 'Deine Einladungen',
  'userInvitations.loadingStatus': 'Einladungen werden geladen…',
  'userInvitations.emptyListNote': 'Du hast keine Einladungen.',
  'userInvitations.verifyEmailNotice':
    'Bestätige deine E-Mail-Adresse, um deine Einladungen zu sehen: Öffne den Link in der E-Mail an {email} und komm dann zurück.',
  'userInvitations.unknownOrganizationName': 'Eine Organisation',
  'userInvitations.roleDetail': 'Rolle: {roles}',
  'userInvitations.inviterDetail': 'Eingeladen von {email}',
  'userInvitations.expiresDetail': 'Läuft ab: {date}',
  'userInvitations.expiredDetail': 'Abgelaufen: {date}',
  'userInvitations.acceptButton': 'Annehmen',
  'userInvitations.declineButton': 'Ablehnen',
  'userInvitations.actionButtonAccessibleName': '{action}: {organization}',
  'userInvitations.acceptedAnnouncement': 'Du bist {organization} beigetreten.',
  'userInvitations.declinedAnnouncement': 'Einladung zu {organization} abgelehnt.',
}
