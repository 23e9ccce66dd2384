import type { inviteMemberDialogMessagesEn } from '../en/invite-member-dialog'
import type { TranslationOf } from '../message'

/** The words of `<InviteMemberDialog>` (German). */
export const inviteMemberDialogMessagesDe: TranslationOf<typeof inviteMemberDialogMessagesEn> = {
  'inviteMemberDialog.triggerButton': 'Mitglieder einladen',
  'inviteMemberDialog.title': 'Mitglieder einladen',
  'inviteMemberDialog.invitationEmailsOffDescription':
    'Einladungs-E-Mails sind aus: Kopiere jeden Link und schicke ihn selbst.',
  'inviteMemberDialog.loadingStatus': 'Wird geladen…',
  'inviteMemberDialog.closeButton': 'Schließen',
  'inviteMemberDialog.cancelButton': 'Abbrechen',

  'inviteMemberDialog.emailAddressesLabel': 'E-Mail-Adressen',
  'inviteMemberDialog.emailAddressesHint': {
    one: 'Bis zu {count} Adresse.',
    other: 'Bis zu {count}, getrennt durch Kommas, Leerzeichen oder Zeilenumbrüche.',
  },
  'inviteMemberDialog.emailAddressesRequiredError': 'Gib mindestens eine E-Mail-Adresse ein.',
  'inviteMemberDialog.tooManyEmailAddressesError': {
    one: 'Lade höchstens {count} Person auf einmal ein.',
    other: 'Lade höchstens {count} Personen auf einmal ein.',
  },
  'inviteMemberDialog.validAddressesCount': { one: '{count} gültig', other: '{count} gültig' },
  'inviteMemberDialog.invalidAddressesCount': { one: '{count} ungültig', other: '{count} ungültig' },
  'inviteMemberDialog.addressesFoundStatus': '{validAddresses}, {invalidAddresses}',
  'inviteMemberDialog.roleLabel': 'Rolle',
  'inviteMemberDialog.sendButton': 'Einladen',
  'inviteMemberDialog.sendingButton': 'Wird gesendet…',

  'inviteMemberDialog.organizationFullWarning': {
    one: 'Die Organisation ist voll ({memberCount} von {count} Mitglied): Niemand kann vorerst beitreten.',
    other: 'Die Organisation ist voll ({memberCount} von {count} Mitgliedern): Niemand kann vorerst beitreten.',
  },
  'inviteMemberDialog.fewSeatsLeftWarning': {
    one: 'Nur noch {count} von {limit} Plätzen frei: Nicht alle können beitreten.',
    other: 'Nur noch {count} von {limit} Plätzen frei: Nicht alle können beitreten.',
  },

  'inviteMemberDialog.resultsTitle': 'Ergebnis',
  'inviteMemberDialog.sendingStatus': 'Wird gesendet…',
  'inviteMemberDialog.sentCount': { one: '{count} gesendet', other: '{count} gesendet' },
  'inviteMemberDialog.notSentCount': { one: '{count} nicht gesendet', other: '{count} nicht gesendet' },
  'inviteMemberDialog.resultsSummaryStatus': '{sent}, {notSent}.',
  'inviteMemberDialog.addressesToFixKeptHint': 'Die zu korrigierenden Adressen bleiben im Feld.',
  'inviteMemberDialog.sendingResultStatus': 'Wird gesendet…',
  'inviteMemberDialog.sentResultStatus': 'Gesendet',
  'inviteMemberDialog.resentResultStatus': 'Erneut gesendet',
  'inviteMemberDialog.resendButton': 'Erneut senden',
  'inviteMemberDialog.retryButton': 'Erneut versuchen',
  'inviteMemberDialog.resultActionAccessibleName': '{action}: {email}',
}
