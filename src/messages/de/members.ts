import type { membersEn } from '../en/members'

/** Strings of the member table (German). */
export const membersDe: Record<keyof typeof membersEn, string> = {
  'members.caption': 'Mitglieder',
  'members.roles': 'Rollen',
  'members.joined': 'Beigetreten',
  'members.actions': 'Aktionen',
  'members.search': 'Nach Name oder E-Mail suchen',
  'members.role': 'Rolle',
  'members.allRoles': 'Alle Rollen',
  'members.pageSize': 'Zeilen pro Seite',
  'members.pages': 'Seiten',
  'members.prev': 'Vorherige Seite',
  'members.next': 'Nächste Seite',
  'members.showing': '{from}–{to} von {total} Mitgliedern',
  'members.none': '0 Mitglieder',
  'members.searched': '{count} von {total} Mitgliedern durchsucht.',
  'members.empty': 'Keine Mitglieder passen.',
  'members.roleOf': 'Rolle von {name}',
  'members.remove': 'Entfernen',
  'members.removeLabel': '{name} entfernen',
  'members.leave': 'Verlassen',
  'members.leaveLabel': 'Organisation verlassen',
  'members.leaveText': 'Du verlierst den Zugang, bis dich jemand erneut einlädt.',
  'members.changed': '{name} ist jetzt {roles}.',
  'members.removed': '{name} wurde entfernt.',
}
