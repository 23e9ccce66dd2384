import type { ParsedOperationInput } from '../../core/input-schemas'
import type { TransportOperation } from '../../core/transport'
import { WIRE_ROUTES } from './wire-routes'
import type { WireQueryValue, WireRequest } from './wire-types'

/** Drops `undefined` entries so bodies and queries carry only what the caller gave. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

/** One role goes out as a string, several as an array (every Better Auth version accepts both). */
export function roleForWire(roles: readonly string[]): string | string[] {
  const [only, ...others] = roles
  return only !== undefined && others.length === 0 ? only : [...roles]
}

/** A POST request with a JSON body. */
export function postRequest(operation: TransportOperation, body: Record<string, unknown> = {}): WireRequest {
  return { operation, method: 'POST', path: WIRE_ROUTES[operation].path, body: compact(body) }
}

/** A GET request with query parameters. */
export function getRequest(
  operation: TransportOperation,
  query: Record<string, WireQueryValue | undefined> = {},
): WireRequest {
  return { operation, method: 'GET', path: WIRE_ROUTES[operation].path, query: compact(query) }
}

/** Request of each write whose input maps onto its body (roles as the server takes them). */
export const writeRequests = {
  create: (input: ParsedOperationInput<'create'>) => postRequest('create', input),
  checkSlug: (input: ParsedOperationInput<'checkSlug'>) => postRequest('checkSlug', input),
  setActive: (input: ParsedOperationInput<'setActive'>) => postRequest('setActive', input),
  update: (input: ParsedOperationInput<'update'>) =>
    postRequest('update', { data: compact(input.data), organizationId: input.organizationId }),
  delete: (input: ParsedOperationInput<'delete'>) => postRequest('delete', input),
  inviteMember: (input: ParsedOperationInput<'inviteMember'>) =>
    postRequest('inviteMember', { ...input, role: roleForWire(input.role) }),
  acceptInvitation: (input: ParsedOperationInput<'acceptInvitation'>) => postRequest('acceptInvitation', input),
  rejectInvitation: (input: ParsedOperationInput<'rejectInvitation'>) => postRequest('rejectInvitation', input),
  cancelInvitation: (input: ParsedOperationInput<'cancelInvitation'>) => postRequest('cancelInvitation', input),
  updateMemberRole: (input: ParsedOperationInput<'updateMemberRole'>) =>
    postRequest('updateMemberRole', { ...input, role: roleForWire(input.role) }),
  removeMember: (input: ParsedOperationInput<'removeMember'>) => postRequest('removeMember', input),
  leave: (input: ParsedOperationInput<'leave'>) => postRequest('leave', input),
} satisfies Partial<Record<TransportOperation, (input: never) => WireRequest>>
