import { errorCodeMessageKey } from '../../messages/message-formatter'
import { isOrgKitError } from '../../core/org-kit-error'
import type { MessageKey } from '../../messages/catalog'

/** Where a server error belongs in an organization profile form, and the message key to show. */
export interface ServerErrorTarget {
  field: 'name' | 'slug' | 'logo' | 'root'
  message: MessageKey
}

/** Maps an error of `create`/`update` to the field it is about (slug conflicts, validation of one field) or the form. */
export function serverErrorTarget(error: unknown): ServerErrorTarget {
  if (!isOrgKitError(error)) return { field: 'root', message: 'error.UNKNOWN' }
  const { code, field } = error
  const slug = code === 'ORGANIZATION_ALREADY_EXISTS' || code === 'ORGANIZATION_SLUG_ALREADY_TAKEN'
  const own = code === 'VALIDATION_ERROR' && ['name', 'slug', 'logo'].includes(field ?? '')
  return {
    field: slug ? 'slug' : own ? (field as ServerErrorTarget['field']) : 'root',
    message: errorCodeMessageKey(code),
  }
}
