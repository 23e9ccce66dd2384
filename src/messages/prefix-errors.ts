import type { CatalogErrorCode } from '../core/error-codes'

/** Error sentences by code, keyed `error.<CODE>` as in a full catalog. */
export const prefixErrors = (errors: Record<CatalogErrorCode, string>) =>
  Object.fromEntries(Object.entries(errors).map(([code, text]) => [`error.${code}`, text])) as Record<
    `error.${CatalogErrorCode}`,
    string
  >
