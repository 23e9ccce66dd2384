import type { TranslationOf } from '../message'
import type { roleMessagesEn } from '../en/roles'

/** The label and one-line description of each default role (German). */
export const roleMessagesDe: TranslationOf<typeof roleMessagesEn> = {
  'role.owner': 'Inhaber',
  'role.admin': 'Admin',
  'role.member': 'Mitglied',
  'roleDescription.owner': 'Volle Kontrolle, auch über das Löschen der Organisation.',
  'roleDescription.admin': 'Verwaltet Mitglieder, Einladungen und Einstellungen; kann die Organisation nicht löschen.',
  'roleDescription.member': 'Sieht die Organisation und ihre Mitglieder; verwaltet nichts.',
}
