/** Strings shared by every component (English). Keys are `area.name`. */
export const commonEn = {
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.you': 'you',
  'common.errorTitle': 'Something went wrong',
} as const
