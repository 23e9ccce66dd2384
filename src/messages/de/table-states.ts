import type { TranslationOf } from '../message'
import type { tableStatesMessagesEn } from '../en/table-states'

/** The words of a list's error state, shared by the tables and lists (German). */
export const tableStatesMessagesDe: TranslationOf<typeof tableStatesMessagesEn> = {
  'tableStates.retryButton': 'Erneut versuchen',
}
