import type { managementErrorMessagesEn } from '../en/management-errors'
import type { TranslationOf } from '../message'

/** What the management components say when a management API call fails (German). */
export const managementErrorMessagesDe: TranslationOf<typeof managementErrorMessagesEn> = {
  'managementError.apiKeyRejected': 'API-Schlüssel abgelehnt. Prüfe den Schlüssel des Management-Clients.',
  'managementError.forbidden': 'Nicht erlaubt: deine Rolle oder der verwendete API-Schlüssel lässt das nicht zu.',
  'managementError.projectOrBranchNotFound':
    'Dieses Projekt oder dieser Branch existiert nicht, oder der API-Schlüssel erreicht ihn nicht.',
  'managementError.rateLimited':
    'Ratenbegrenzung: zu viele Anfragen an die Management-API. Warte einen Moment und versuche es dann erneut.',
  'managementError.branchLocked':
    'Der Branch ist mit einem anderen Vorgang beschäftigt. Versuche es gleich noch einmal.',
  'managementError.valuesRefused': 'Die Management-API hat diese Werte abgelehnt.',
  'managementError.serverFailed': 'Die Management-API ist fehlgeschlagen. Versuche es erneut.',
  'managementError.unreachable':
    'Die Management-API ist nicht erreichbar. Prüfe die Verbindung und versuche es erneut.',
  'managementError.unknown': 'Bei der Management-API ist etwas schiefgegangen.',
  'managementError.httpDetail': 'HTTP {status}: {message}',
  'managementError.requestId': 'Anfrage-ID: {requestId}',
}
