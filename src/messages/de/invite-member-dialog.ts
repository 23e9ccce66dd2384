import type { inviteMemberDialogMessagesEn } from '../en/invite-member-dialog'
import type { TranslationOf } from '../message'

/** The words of `<InviteMemberDialog>` (German). */
export const inviteMemberDialogMessagesDe: TranslationOf<typeof inviteMemberDialogMessagesEn> = {
  'inviteMemberDialog.triggerButton': 'Mitglieder einladen',
  'inviteMemberDialog.title': 'Mitglieder einladen',
  'inviteMemberDialog.invitationEmailsOffDescription':
    'Einladungen werden nicht per E-Mail verschickt: Kopiere den Link jeder Einladung und teile ihn selbst.',
  'inviteMemberDialog.loadingStatus': 'Wird geladen…',
  'inviteMemberDialog.closeButton': 'Schließen',
  'inviteMemberDialog.cancelButton': 'Abbrechen',

  'inviteMemberDialog.emailAddressesLabel': 'E-Mail-Adressen',
  'inviteMemberDialog.emailAddressesHint': {
    one: 'Bis zu {count} Adresse.',
    other: 'Bis zu {count} Adressen, getrennt durch Kommas, Leerzeichen oder Zeilenumbrüche.',
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
  'inviteMemberDialog.sendingButton': 'Wird eingeladen…',

  'inviteMemberDialog.organizationFullWarning': {
    one: 'Die Organisation hat ihr Limit von {count} Mitglied erreicht: Niemand kann beitreten, bis jemand austritt.',
    other:
      'Die Organisation hat ihr Limit von {count} Mitgliedern erreicht: Niemand kann beitreten, bis jemand austritt.',
  },
  'inviteMemberDialog.fewSeatsLeftWarning': {
    one: 'Nur noch {count} weiteres Mitglied kann beitreten (Limit: {limit}): Nicht alle Eingeladenen werden beitreten können.',
    other:
      'Nur noch {count} weitere Mitglieder können beitreten (Limit: {limit}): Nicht alle Eingeladenen werden beitreten können.',
  },

  'inviteMemberDialog.resultsTitle': 'Ergebnis',
  'inviteMemberDialog.sendingStatus': 'Wird eingeladen…',
  'inviteMemberDialog.sentCount': { one: '{count} Einladung gesendet', other: '{count} Einladungen gesendet' },
  'inviteMemberDialog.notSentCount': { one: '{count} nicht gesendet', other: '{count} nicht gesendet' },
  'inviteMemberDialog.createdCount': { one: '{count} Einladung erstellt', other: '{count} Einladungen erstellt' },
  'inviteMemberDialog.notCreatedCount': { one: '{count} nicht erstellt', other: '{count} nicht erstellt' },
  'inviteMemberDialog.resultsSummaryStatus': '{invited}, {notInvited}.',
  'inviteMemberDialog.allInvitedSummaryStatus': '{invited}.',
  'inviteMemberDialog.addressesToFixKeptHint': 'Die zu korrigierenden Adressen bleiben im Feld.',
  'inviteMemberDialog.sendingResultStatus': 'Wird eingeladen…',
  'inviteMemberDialog.sentResultStatus': 'Einladung gesendet',
  'inviteMemberDialog.resentResultStatus': 'Einladung erneut gesendet',
  'inviteMemberDialog.createdResultStatus': 'Einladung erstellt; kopiere den Link',
  'inviteMemberDialog.renewedResultStatus': 'Einladung verlängert; kopiere den Link',
  'inviteMemberDialog.invalidAddressResultStatus': 'Keine gültige E-Mail-Adresse',
  'inviteMemberDialog.roleRefusedResultStatus': 'Nicht eingeladen: siehe Rolle',
  'inviteMemberDialog.resendButton': 'Erneut senden',
  'inviteMemberDialog.getLinkButton': 'Link holen',
  'inviteMemberDialog.retryButton': 'Erneut versuchen',
  'inviteMemberDialog.resultActionAccessibleName': '{action}: {email}',
}
