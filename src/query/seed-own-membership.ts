import type { QueryClient } from '@tanstack/react-query'
import type { ActiveMemberRole, FullOrganization } from '../core/domain'
import { orgKeys } from './org-keys'

/**
 * Writes the caller's own membership and role in an organization into the cache from a full read, so
 * `useActiveMember`, `useActiveMemberRole` and permission checks need no call of their own. Nothing is
 * written when the caller is not in the list (cut short at `membersLimit`, or not a member): their own
 * reads then ask the server.
 */
export function seedOwnMembership(client: QueryClient, userId: string, organization: FullOrganization): void {
  const member = organization.members.find((m) => m.userId === userId)
  if (member === undefined) return
  client.setQueryData(orgKeys.activeMember(userId, organization.id), member)
  client.setQueryData<ActiveMemberRole>(orgKeys.activeMemberRole(userId, organization.id), { role: member.role })
}
