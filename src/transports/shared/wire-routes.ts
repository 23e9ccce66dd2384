import type { TransportOperation } from '../../core/transport'

/** HTTP method and path (under the auth base path) of every transport operation on a Better Auth server. */
export const WIRE_ROUTES = {
  getSession: { method: 'GET', path: '/get-session' },
  create: { method: 'POST', path: '/organization/create' },
  checkSlug: { method: 'POST', path: '/organization/check-slug' },
  list: { method: 'GET', path: '/organization/list' },
  setActive: { method: 'POST', path: '/organization/set-active' },
  getFullOrganization: { method: 'GET', path: '/organization/get-full-organization' },
  update: { method: 'POST', path: '/organization/update' },
  delete: { method: 'POST', path: '/organization/delete' },
  inviteMember: { method: 'POST', path: '/organization/invite-member' },
  acceptInvitation: { method: 'POST', path: '/organization/accept-invitation' },
  rejectInvitation: { method: 'POST', path: '/organization/reject-invitation' },
  cancelInvitation: { method: 'POST', path: '/organization/cancel-invitation' },
  getInvitation: { method: 'GET', path: '/organization/get-invitation' },
  // The kit's own Better Auth plugin (`orgkit/better-auth-plugin`), not the organization plugin.
  getInvitationPreview: { method: 'GET', path: '/orgkit/invitation-preview' },
  listOrganizationsWithRoles: { method: 'GET', path: '/orgkit/list-organizations' },
  searchMembers: { method: 'GET', path: '/orgkit/search-members' },
  listInvitations: { method: 'GET', path: '/organization/list-invitations' },
  listUserInvitations: { method: 'GET', path: '/organization/list-user-invitations' },
  listMembers: { method: 'GET', path: '/organization/list-members' },
  updateMemberRole: { method: 'POST', path: '/organization/update-member-role' },
  removeMember: { method: 'POST', path: '/organization/remove-member' },
  getActiveMember: { method: 'GET', path: '/organization/get-active-member' },
  getActiveMemberRole: { method: 'GET', path: '/organization/get-active-member-role' },
  leave: { method: 'POST', path: '/organization/leave' },
} as const satisfies Record<TransportOperation, { method: 'GET' | 'POST'; path: string }>

/** Tells whether an operation is served by the organization plugin (a 404 there means the plugin is off). */
export function isOrganizationOperation(operation: TransportOperation): boolean {
  return WIRE_ROUTES[operation].path.startsWith('/organization/')
}
