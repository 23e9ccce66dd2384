import { splitRoles } from '../core/roles'
import type { Role } from '../core/roles'
import type { MutationDeps } from './mutation-deps'
import { patchMembers } from './optimistic-cache'
import { tableWrite } from './table-write'

/**
 * Write factories for members: role change and removal, both optimistic (the table shows the change at
 * once and rolls it back if the server refuses). Removing oneself is leaving.
 */
export function createMemberMutations(deps: MutationDeps) {
  return {
    /** Sets a member's role(s) in the given (else the active) organization. */
    updateMemberRole: tableWrite(deps, 'updateMemberRole', {
      scoped: true,
      optimistic: (client, userId, organizationId, { memberId, role }) => {
        const roles = splitRoles(role) as Role[]
        patchMembers(client, userId, organizationId, (m) => (m.id === memberId ? { ...m, role: roles } : m))
      },
    }),

    /** Removes a member by member id or e-mail from the given (else the active) organization. */
    removeMember: tableWrite(deps, 'removeMember', {
      scoped: true,
      optimistic: (client, userId, organizationId, { memberIdOrEmail }) => {
        const id = memberIdOrEmail.trim()
        const email = id.toLowerCase()
        patchMembers(client, userId, organizationId, (m) =>
          m.id === id || m.user.email.toLowerCase() === email ? null : m,
        )
      },
      done: (member, _input, scope) => ({ self: member.userId === scope.userId }),
    }),
  }
}
