import { isOrgKitError } from '../../core/org-kit-error'
import { isManagementApiError } from '../client/management-api-error'
import type { ManagementMessageKey } from './use-management-messages'

/** A management error as the UI shows it: a sentence, and the API's own words when there are some. */
export interface ManagementErrorText {
  /** The sentence, by message key. */
  message: ManagementMessageKey
  /** HTTP status and the API's message (already stripped of secrets by the client). */
  detail?: { status: number; message: string }
  requestId?: string
}

const BY_STATUS: Readonly<Record<number, ManagementMessageKey>> = {
  0: 'management.error.network',
  400: 'management.error.invalid',
  401: 'management.error.unauthorized',
  403: 'management.error.forbidden',
  404: 'management.error.notFound',
  422: 'management.error.invalid',
  423: 'management.error.locked',
  429: 'management.error.rateLimited',
}

/** Maps whatever a management call threw to the sentence shown for it. */
export function managementErrorText(error: unknown): ManagementErrorText {
  // The client refuses a bad patch before sending it; the forms validate first, so this is a last resort.
  if (isOrgKitError(error) && error.code === 'VALIDATION_ERROR') return { message: 'management.error.invalid' }
  if (!isManagementApiError(error)) return { message: 'management.error.unknown' }
  const message =
    BY_STATUS[error.status] ?? (error.status >= 500 ? 'management.error.server' : 'management.error.unknown')
  return {
    message,
    ...(error.status === 0 ? {} : { detail: { status: error.status, message: error.message } }),
    ...(error.requestId ? { requestId: error.requestId } : {}),
  }
}
