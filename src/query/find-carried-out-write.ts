import type { QueryClient } from '@tanstack/react-query'
import type { Invitation, Session } from '../core/domain'
import type { OperationInput } from '../core/input-schemas'
import type { Transport } from '../core/transport'
import type { orgKeys, OrgWriteName } from './org-keys'
import type { WriteData } from './table-write'

/**
 * What the page read before the write: the cache, and the kit's keys (handed over by the caller, which loads
 * them up front anyway, rather than imported here: that import costs the first download bytes).
 */
export interface PageReads {
  client: QueryClient
  keys: typeof orgKeys
}

/**
 * Reads the state back and finds the write's answer there when the server did carry it out; `undefined`
 * when it did not, and the failure stands.
 */
type CarriedOutFinder<N extends OrgWriteName> = (read: {
  transport: Transport
  input: OperationInput<N>
  page: PageReads
}) => Promise<WriteData<N> | undefined>

// Every read below is one a member may make and a refusal of which changes nothing on the server: the
// membership is checked first (`getActiveMemberRole`, `listMembers`), because Better Auth's full-organization
// read unsets the session's active organization when the caller is not a member.

/**
 * The writes whose answer a read can find after it was lost, each with how. Asking again would be refused
 * by the very write that went through, so these read instead (docs/retries.md).
 */
const CARRIED_OUT_FINDERS: { [N in OrgWriteName]?: CarriedOutFinder<N> } = {
  // Slugs are unique: the organization with this slug, when the user is a member of it, is the one just
  // created (asking again would answer "slug taken"). Read by its slug, not found in the user's list, which
  // Better Auth stops at 100 organizations in no set order. Another's slug or none: refused, not carried out.
  create: async ({ transport, input: { slug } }) => {
    await transport.getActiveMemberRole({ query: { organizationSlug: slug } })
    const full = await transport.getFullOrganization({ query: { organizationSlug: slug, membersLimit: 1 } })
    if (!full) return undefined
    const { members: _members, invitations: _invitations, ...organization } = full
    return organization
  },
  // The invitation's organization, as the page read it (the user's invitations or this one), whatever the
  // session's active organization is now (another tab may have moved it): the accept is carried out when the
  // user is a member there and the organization does not list the invitation in another status (asking again
  // would answer "invitation not found").
  acceptInvitation: async ({ transport, input: { invitationId }, page: { client, keys } }) => {
    const userId = client.getQueryData<Session | null>(keys.session())?.user.id
    if (userId === undefined) return undefined
    const pending =
      client.getQueryData<Invitation[]>(keys.userInvitations(userId))?.find((i) => i.id === invitationId) ??
      client.getQueryData<Invitation>(keys.invitation(userId, invitationId))
    if (pending?.id !== invitationId) return undefined
    const { organizationId } = pending
    const page = await transport.listMembers({
      query: { organizationId, filterField: 'userId', filterValue: userId, limit: 1 },
    })
    const member = page.members.find((m) => m.userId === userId)
    if (!member) return undefined
    const listed = (await transport.listInvitations({ query: { organizationId } })).find((i) => i.id === invitationId)
    if (listed && listed.status !== 'accepted') return undefined
    const { user: _user, ...record } = member
    return { invitation: listed ?? { ...pending, status: 'accepted' }, member: record }
  },
}

/**
 * After an ambiguous failure of the write `name` (`isAmbiguousWriteFailure`): its answer as the state read
 * back holds it, when the server carried it out; `undefined` when it did not, when the read fails, or for a
 * write no read can tell about. The write itself is never sent again. Loaded on such a failure only.
 */
export async function findCarriedOutWrite<N extends OrgWriteName>({
  transport,
  name,
  input,
  page,
}: {
  transport: Transport
  name: N
  input: OperationInput<N>
  page: PageReads
}): Promise<WriteData<N> | undefined> {
  const find = CARRIED_OUT_FINDERS[name]
  return find?.({ transport, input, page }).catch(() => undefined)
}
