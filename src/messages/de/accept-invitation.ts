import type { acceptInvitationMessagesEn } from '../en/accept-invitation'
import type { TranslationOf } from '../message'

/** The words of the accept-invitation page (German). */
export const acceptInvitationMessagesDe: TranslationOf<typeof acceptInvitationMessagesEn> = {
  'acceptInvitation.loadingTitle': 'Einladung',
  'acceptInvitation.loadingDescription': 'Wird geladen…',
  'acceptInvitation.invalidLinkTitle': 'Dieser Einladungslink ist ungültig',
  'acceptInvitation.invalidLinkDescription':
    'Prüfe, ob der ganze Link geöffnet wurde, oder bitte die Person, die dich eingeladen hat, um einen neuen.',
  'acceptInvitation.signedOutTitle': 'Melde dich an, um die Einladung zu beantworten',
  'acceptInvitation.signedOutDescription': 'Nutze die eingeladene Adresse; danach kommst du hierher zurück.',
  'acceptInvitation.previewWithInviterDescription':
    '{inviter} hat dich eingeladen, {organization} als {roles} beizutreten.',
  'acceptInvitation.previewDescription': 'Du wurdest eingeladen, {organization} als {roles} beizutreten.',
  'acceptInvitation.previewExpiresDescription': 'Läuft {relativeTime} ab',
  'acceptInvitation.signInLink': 'Anmelden',
  'acceptInvitation.signUpLink': 'Konto erstellen',
  'acceptInvitation.otherRecipientTitle': 'Diese Einladung ist für jemand anderen',
  'acceptInvitation.otherRecipientDescription': 'Du bist als {email} angemeldet. Nutze die eingeladene Adresse.',
  'acceptInvitation.signOutButton': 'Abmelden',
  'acceptInvitation.signingOutButton': 'Wird abgemeldet…',
  'acceptInvitation.signOutLink': 'Abmelden',
  'acceptInvitation.signInAsRecipientLink': 'Anmelden',
  'acceptInvitation.emailNotVerifiedTitle': 'Bestätige zuerst deine E-Mail-Adresse',
  'acceptInvitation.emailNotVerifiedDescription': 'Öffne den Link in der E-Mail an {email} und komm dann zurück.',
  'acceptInvitation.unavailableTitle': 'Diese Einladung ist nicht mehr verfügbar',
  'acceptInvitation.unavailableDescription': 'Bitte die Person, die dich eingeladen hat, um eine neue.',
  'acceptInvitation.expiredTitle': 'Diese Einladung ist abgelaufen',
  'acceptInvitation.expiredDescription':
    'Sie ist am {date} abgelaufen. Bitte die Person, die dich eingeladen hat, um eine neue.',
  'acceptInvitation.canceledTitle': 'Diese Einladung wurde zurückgezogen',
  'acceptInvitation.canceledDescription': 'Bitte die Person, die dich eingeladen hat, um eine neue.',
  'acceptInvitation.alreadyUsedTitle': 'Diese Einladung wurde schon beantwortet',
  'acceptInvitation.alreadyUsedDescription':
    'Sie wurde bereits angenommen oder abgelehnt und kann nicht noch einmal verwendet werden.',
  'acceptInvitation.alreadyMemberTitle': 'Du bist bereits Mitglied',
  'acceptInvitation.alreadyMemberDescription': 'Du bist schon in {organization}: Es gibt nichts anzunehmen.',
  'acceptInvitation.organizationFullTitle': 'Diese Organisation ist voll',
  'acceptInvitation.organizationFullDescription': {
    one: '{organization} hat die Grenze von {count} Mitglied erreicht. Deine Einladung bleibt offen: Versuch es erneut, sobald jemand geht.',
    other:
      '{organization} hat die Grenze von {count} Mitgliedern erreicht. Deine Einladung bleibt offen: Versuch es erneut, sobald jemand geht.',
  },
  'acceptInvitation.retryAcceptingButton': 'Erneut versuchen',
  'acceptInvitation.organizationsDisabledTitle': 'Organisationen sind abgeschaltet',
  'acceptInvitation.organizationsDisabledDescription':
    'Solange sie abgeschaltet sind, lassen sich Einladungen nicht beantworten. Versuch es später erneut.',
  'acceptInvitation.errorTitle': 'Etwas ist schiefgelaufen',
  'acceptInvitation.retryLoadingButton': 'Erneut versuchen',
  'acceptInvitation.openInvitationTitle': '{organization} beitreten',
  'acceptInvitation.openInvitationDescription': 'Du wurdest als {roles} eingeladen. Die Einladung läuft am {date} ab.',
  'acceptInvitation.invitedByDescription': 'Eingeladen von {email}',
  'acceptInvitation.unknownOrganizationName': 'Eine Organisation',
  'acceptInvitation.acceptButton': 'Einladung annehmen',
  'acceptInvitation.acceptingButton': 'Beitritt läuft…',
  'acceptInvitation.declineButton': 'Ablehnen',
  'acceptInvitation.decliningButton': 'Wird abgelehnt…',
  'acceptInvitation.acceptedTitle': 'Willkommen bei {organization}',
  'acceptInvitation.acceptedDescription': 'Du bist als {roles} beigetreten. Das ist jetzt deine aktive Organisation.',
  'acceptInvitation.declinedTitle': 'Einladung abgelehnt',
  'acceptInvitation.declinedDescription': 'Du bist {organization} nicht beigetreten.',
  'acceptInvitation.acceptedAnnouncement': 'Du bist {organization} beigetreten.',
  'acceptInvitation.declinedAnnouncement': 'Einladung zu {organization} abgelehnt.',
}
