import type { commonEn } from '../en/common'

/** Strings shared by every component (German). */
export const commonDe: Record<keyof typeof commonEn, string> = {
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
  'common.save': 'Speichern',
  'common.saving': 'Wird gespeichert…',
  'common.you': 'du',
  'common.errorTitle': 'Etwas ist schiefgelaufen',
}
