import type { MessageDictionary } from '../message'

/** What the management components say when a management API call fails (English). */
export const managementErrorMessagesEn = {
  'managementError.apiKeyRejected': 'API key rejected. Check the key the management client uses.',
  'managementError.forbidden': 'Not allowed: your role, or the API key in use, does not permit this.',
  'managementError.projectOrBranchNotFound': 'This project or branch does not exist, or the API key cannot reach it.',
  'managementError.rateLimited':
    'Rate limited: too many requests to the management API. Wait a moment, then try again.',
  'managementError.branchLocked': 'The branch is busy with another operation. Try again shortly.',
  'managementError.valuesRefused': 'The management API refused these values.',
  'managementError.serverFailed': 'The management API failed. Try again.',
  'managementError.unreachable': 'The management API could not be reached. Check the connection and try again.',
  'managementError.unknown': 'Something went wrong with the management API.',
  'managementError.httpDetail': 'HTTP {status}: {message}',
  'managementError.requestId': 'Request id: {requestId}',
} as const satisfies MessageDictionary
