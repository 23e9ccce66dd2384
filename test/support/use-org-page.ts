import { useActiveMemberRole } from '../../src/hooks/use-active-member-role'
import { useActiveOrganization } from '../../src/hooks/use-active-organization'
import { useInvitations } from '../../src/hooks/use-invitations'
import { useListOrganizations } from '../../src/hooks/use-list-organizations'
import { useMembers } from '../../src/hooks/use-members'
import { usePermission } from '../../src/hooks/use-permission'
import { useSession } from '../../src/hooks/use-session'
import { useUserInvitations } from '../../src/hooks/use-user-invitations'

/** Everything a typical organization screen reads, to watch the cache effects of a write. */
export function useOrgPage() {
  return {
    session: useSession(),
    organizations: useListOrganizations(),
    organization: useActiveOrganization(),
    members: useMembers({ limit: 10 }),
    invitations: useInvitations(),
    userInvitations: useUserInvitations(),
    role: useActiveMemberRole(),
    canManageMembers: usePermission({ member: ['update'] }),
  }
}

/** Whether the screen's reads have settled (those that can run). */
export function settled(page: ReturnType<typeof useOrgPage>): boolean {
  return [page.session, page.organizations, page.organization, page.members, page.invitations, page.role].every(
    (q) => q.fetchStatus === 'idle',
  )
}
