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
  0: 'managementError.unreachable',
  400: 'managementError.valuesRefused',
  401: 'managementError.apiKeyRejected',
  403: 'managementError.forbidden',
  404: 'managementError.projectOrBranchNotFound',
  422: 'managementError.valuesRefused',
  423: 'managementError.branchLocked',
  429: 'managementError.rateLimited',
}

/** Maps whatever a management call threw to the sentence shown for it. */
export function managementErrorText(error: unknown): ManagementErrorText {
  // The client refuses a bad patch before sending it; the forms validate first, so this is a last resort.
  if (isOrgKitError(error) && error.code === 'VALIDATION_ERROR') return { message: 'managementError.valuesRefused' }
  if (!isManagementApiError(error)) return { message: 'managementError.unknown' }
  const message =
    BY_STATUS[error.status] ?? (error.status >= 500 ? 'managementError.serverFailed' : 'managementError.unknown')
  return {
    message,
    ...(error.status === 0 ? {} : { detail: { status: error.status, message: error.message } }),
    ...(error.requestId ? { requestId: error.requestId } : {}),
  }
}
