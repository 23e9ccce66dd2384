import type { TranslationOf } from '../message'
import type { memberTableMessagesEn } from '../en/member-table'

/** The words of `<MemberTable>` (German). */
export const memberTableMessagesDe: TranslationOf<typeof memberTableMessagesEn> = {
  'memberTable.tableCaption': 'Mitglieder',
  'memberTable.loadingCaption': 'Wird geladen…',
  'memberTable.memberColumnHeader': 'Mitglieder',
  'memberTable.rolesColumnHeader': 'Rollen',
  'memberTable.joinedColumnHeader': 'Beigetreten',
  'memberTable.actionsColumnHeader': 'Aktionen',
  'memberTable.searchLabel': 'Nach Name oder E-Mail suchen',
  'memberTable.roleFilterLabel': 'Rolle',
  'memberTable.allRolesOption': 'Alle Rollen',
  'memberTable.loadingStatus': 'Wird geladen…',
  'memberTable.rowRangeStatus': {
    one: '{from}–{to} von {count} Mitglied',
    other: '{from}–{to} von {count} Mitgliedern',
  },
  'memberTable.memberCountStatus': { one: '{count} Mitglied', other: '{count} Mitglieder' },
  'memberTable.searchedStatus': {
    one: '{searched} von {count} Mitglied durchsucht.',
    other: '{searched} von {count} Mitgliedern durchsucht.',
  },
  'memberTable.noMatchingMembersMessage': 'Keine Mitglieder passen.',
  'memberTable.youBadge': 'du',
  'memberTable.roleSelectLabel': 'Rolle von {name}',
  'memberTable.removeButton': 'Entfernen',
  'memberTable.removeButtonLabel': '{name} entfernen',
  'memberTable.leaveButton': 'Verlassen',
  'memberTable.leaveButtonLabel': 'Organisation verlassen',
  'memberTable.removeConfirmationTitle': '{name} entfernen',
  'memberTable.removeConfirmationButton': 'Entfernen',
  'memberTable.leaveConfirmationTitle': 'Organisation verlassen',
  'memberTable.leaveConfirmationDescription': 'Du verlierst den Zugang, bis dich jemand erneut einlädt.',
  'memberTable.leaveConfirmationButton': 'Verlassen',
  'memberTable.confirmationCancelButton': 'Abbrechen',
  'memberTable.paginationLabel': 'Seiten',
  'memberTable.pageSizeLabel': 'Zeilen pro Seite',
  'memberTable.previousPageButton': 'Vorherige Seite',
  'memberTable.nextPageButton': 'Nächste Seite',
  'memberTable.roleChangedAnnouncement': '{name} ist jetzt {role}.',
  'memberTable.removedAnnouncement': '{name} wurde entfernt.',
}
