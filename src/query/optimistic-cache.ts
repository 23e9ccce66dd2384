import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'
import type { ActiveMemberRole, FullOrganization, Invitation, Member, MemberPage } from '../core/domain'
import { orgKeys } from './org-keys'

/** Cached entries as they were before an optimistic update. */
export type CacheSnapshot = readonly (readonly [QueryKey, unknown])[]

/** Cancels the reads under a key (so they cannot overwrite the optimistic state) and snapshots them. */
export async function takeSnapshot(client: QueryClient, queryKey: QueryKey): Promise<CacheSnapshot> {
  await client.cancelQueries({ queryKey })
  return client.getQueriesData({ queryKey })
}

/** Puts back every entry of a snapshot. */
export function restoreSnapshot(client: QueryClient, snapshot: CacheSnapshot | undefined): void {
  for (const [queryKey, data] of snapshot ?? []) client.setQueryData(queryKey, data)
}

/**
 * Applies a change to one organization's members wherever they are cached: members pages (a removed
 * member also leaves `total`), full reads, and the caller's own membership and role.
 * `patch` returns the changed member, the same one, or `null` to remove it.
 */
export function patchMembers(
  client: QueryClient,
  userId: string,
  organizationId: string,
  patch: (member: Member) => Member | null,
): void {
  const apply = (members: Member[]) => members.flatMap((m) => patch(m) ?? [])
  const patchPage = (page: MemberPage): MemberPage => {
    const members = apply(page.members)
    return { members, total: page.total - (page.members.length - members.length) }
  }
  // Members pages and searches (a page, or `null` from a server without search), and the member search's chunks.
  client.setQueriesData<MemberPage | InfiniteData<MemberPage> | null>(
    { queryKey: orgKeys.members(userId, organizationId) },
    (data) => (!data ? data : 'pages' in data ? { ...data, pages: data.pages.map(patchPage) } : patchPage(data)),
  )
  client.setQueriesData<FullOrganization | null>(
    { queryKey: orgKeys.fullOrganizations(userId, organizationId) },
    (org) => (org ? { ...org, members: apply(org.members) } : org),
  )
  const own = client.getQueryData<Member | null>(orgKeys.activeMember(userId, organizationId))
  const patched = own ? patch(own) : null
  if (own && patched && patched !== own) {
    client.setQueryData(orgKeys.activeMember(userId, organizationId), patched)
    client.setQueryData<ActiveMemberRole>(orgKeys.activeMemberRole(userId, organizationId), { role: patched.role })
  }
}

/** Applies a change to one organization's invitations wherever they are cached (list and full reads). */
export function patchInvitations(
  client: QueryClient,
  userId: string,
  organizationId: string,
  patch: (invitation: Invitation) => Invitation,
): void {
  client.setQueriesData<Invitation[]>({ queryKey: orgKeys.invitations(userId, organizationId) }, (list) =>
    list?.map(patch),
  )
  client.setQueriesData<FullOrganization | null>(
    { queryKey: orgKeys.fullOrganizations(userId, organizationId) },
    (org) => (org ? { ...org, invitations: org.invitations.map(patch) } : org),
  )
}

/** Finds which organization a cached invitation belongs to (lists and full reads of the user). */
export function findInvitationOrganization(
  client: QueryClient,
  userId: string,
  invitationId: string,
): string | undefined {
  for (const [, data] of client.getQueriesData({ queryKey: orgKeys.user(userId) })) {
    const invitations = Array.isArray(data) ? data : (data as Partial<FullOrganization> | undefined)?.invitations
    // Cached arrays hold organizations or invitations; only invitations have an inviter.
    const found = (invitations as object[] | undefined)?.find(
      (i): i is Invitation => 'inviterId' in i && (i as Invitation).id === invitationId,
    )
    if (found) return found.organizationId
  }
  return undefined
}
