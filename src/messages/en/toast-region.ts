import type { MessageDictionary } from '../message'

/** The kit's toast region, where results of actions are said (when the app gives no `announce` of its own). */
export const toastRegionMessagesEn = {
  'toastRegion.regionLabel': 'Notifications',
  'toastRegion.dismissButton': 'Dismiss',
} as const satisfies MessageDictionary
