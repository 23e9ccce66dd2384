import { isOrgKitError } from '../../core/org-kit-error'
import type { MessageKey } from '../../messages/catalog'

/** Where a server error belongs in an organization profile form, and the message key to show. */
export interface ServerErrorTarget {
  field: 'name' | 'slug' | 'logo' | 'root'
  message: MessageKey
}

const SLUG_CODES: ReadonlySet<string> = new Set(['ORGANIZATION_ALREADY_EXISTS', 'ORGANIZATION_SLUG_ALREADY_TAKEN'])
const FIELDS: ReadonlySet<string> = new Set(['name', 'slug', 'logo'])

/** Maps an error of `create`/`update` to the field it is about (slug conflicts, validation of one field) or the form. */
export function serverErrorTarget(error: unknown): ServerErrorTarget {
  if (!isOrgKitError(error)) return { field: 'root', message: 'error.UNKNOWN' }
  const message: MessageKey = `error.${error.code}`
  if (SLUG_CODES.has(error.code)) return { field: 'slug', message }
  if (error.code === 'VALIDATION_ERROR' && error.field && FIELDS.has(error.field)) {
    return { field: error.field as ServerErrorTarget['field'], message }
  }
  return { field: 'root', message }
}
