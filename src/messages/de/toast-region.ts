import type { toastRegionMessagesEn } from '../en/toast-region'
import type { TranslationOf } from '../message'

/** The kit's toast region (German). */
export const toastRegionMessagesDe: TranslationOf<typeof toastRegionMessagesEn> = {
  'toastRegion.regionLabel': 'Benachrichtigungen',
  'toastRegion.dismissButton': 'Schließen',
}
