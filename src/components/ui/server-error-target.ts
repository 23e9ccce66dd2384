import type { UseFormSetError } from 'react-hook-form'
import { isOrgKitError } from '../../core/org-kit-error'
import { errorCodeMessageKey } from '../../messages/message-formatter'
import type { ErrorMessageKey } from '../../messages/message-formatter'
import type { OrganizationProfileFields } from './organization-fields-schema'

/** A profile field a server error can be about. */
type ProfileFieldName = 'name' | 'slug' | 'logo'

/** Where a server error belongs in an organization profile form, and the message key to show. */
export interface ServerErrorTarget {
  field: ProfileFieldName | 'root'
  message: ErrorMessageKey
}

const PROFILE_FIELD_NAMES: readonly string[] = ['name', 'slug', 'logo'] satisfies ProfileFieldName[]

const isProfileFieldName = (field: string | undefined): field is ProfileFieldName =>
  field !== undefined && PROFILE_FIELD_NAMES.includes(field)

/** Maps an error of `create`/`update` to the field it is about (slug conflicts, validation of one field) or the form. */
export function serverErrorTarget(error: unknown): ServerErrorTarget {
  if (!isOrgKitError(error)) return { field: 'root', message: 'error.UNKNOWN' }
  const { code, field } = error
  const message = errorCodeMessageKey(code)
  if (code === 'ORGANIZATION_ALREADY_EXISTS' || code === 'ORGANIZATION_SLUG_ALREADY_TAKEN') {
    return { field: 'slug', message }
  }
  if (code === 'VALIDATION_ERROR' && isProfileFieldName(field)) return { field, message }
  return { field: 'root', message }
}

/**
 * Shows a server error where it belongs ({@link serverErrorTarget}): on its field, or on the form as
 * `root.server`, with the focus moved there. The message is a key, localized where it is shown.
 */
export function setServerError(
  setError: UseFormSetError<Pick<OrganizationProfileFields, ProfileFieldName>>,
  error: unknown,
): void {
  const { field, message } = serverErrorTarget(error)
  setError(field === 'root' ? 'root.server' : field, { type: 'server', message }, { shouldFocus: true })
}
