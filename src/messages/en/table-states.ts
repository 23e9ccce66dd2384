import type { MessageDictionary } from '../message'

/** The words of a list's error state, shared by the tables and lists (English). */
export const tableStatesMessagesEn = {
  'tableStates.retryButton': 'Try again',
} as const satisfies MessageDictionary
