import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import type { ActiveMemberRole, Member, MemberPage } from '../core/domain'
import type { OrgKitError } from '../core/org-kit-error'
import type { Transport } from '../core/transport'
import { deriveMemberPage } from './derive-member-page'
import { sharedFullOrganization } from './shared-full-organization'
import type { MemberListParams } from './org-keys'
import { orgKeys } from './org-keys'
import { sameScope } from './same-scope'
import type { OrgQuerySettings } from './org-query-settings'
import { READ_RETRY } from './retry-policy'

/** Input of a members page read. */
export interface MembersInput {
  userId: string
  organizationId: string
  /** Page, sort and filter: every `listMembers` parameter but the organization. */
  params?: MemberListParams | undefined
}

/** Input of the caller's own membership or role read; `organizationId: null` answers `null` without a call. */
export interface OwnMembershipInput {
  userId: string
  organizationId: string | null
}

/** A read that may be derived from a shared full read of its organization, and its own query key. */
interface DerivedRead {
  client: QueryClient
  userId: string
  organizationId: string
  ownKey: QueryKey
}

/** Read factories for members: pages, the caller's own membership and role. */
export function createMemberQueries(transport: Transport, settings: OrgQuerySettings) {
  // How long a cached full read may be reused is the kit's freshness setting, not part of what a read
  // selects, so it is bound here rather than carried in every query key.
  const fullReadToDeriveFrom = ({ client, userId, organizationId, ownKey }: DerivedRead) =>
    sharedFullOrganization(client, userId, organizationId, ownKey, settings.staleTime)
  /** The caller's own membership as a shared full read lists it; `undefined` sends the caller to the server. */
  const ownMembershipInFullRead = async (read: DerivedRead): Promise<Member | undefined> => {
    const shared = await fullReadToDeriveFrom(read)
    return shared?.organization.members.find((member) => member.userId === read.userId)
  }

  return {
    /**
     * A members page. While another page of the same organization loads, the previous one stays as
     * placeholder, never a page of another user or organization. A page computable from a full read of
     * the organization (complete list; no filter but the role filter, `membersWithRole`; see
     * `sharedFullOrganization` and `deriveMemberPage`) costs no call.
     */
    members: ({ userId, organizationId, params: requested = {} }: MembersInput) => {
      // The page size is part of what is read: without one, the server's default (`membership_limit`).
      const params = { ...requested, limit: requested.limit ?? settings.defaultPageSize }
      const queryKey = orgKeys.memberList(userId, organizationId, params)
      return queryOptions<MemberPage, OrgKitError, MemberPage, typeof queryKey>({
        queryKey,
        queryFn: async ({ client, signal }) => {
          const shared = await fullReadToDeriveFrom({ client, userId, organizationId, ownKey: queryKey })
          const page = shared && deriveMemberPage(shared.organization, shared.membersLimit, params)
          if (page) return page
          signal.throwIfAborted()
          return transport.listMembers({ query: { ...params, organizationId } }, { signal })
        },
        placeholderData: (previousData, previousQuery) =>
          previousQuery && sameScope(previousQuery.queryKey, { userId, organizationId }) ? previousData : undefined,
        staleTime: settings.staleTime,
        ...READ_RETRY,
      })
    },

    /**
     * The caller's own membership (with user profile) in an organization. A non-member gets the server's
     * refusal (`YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION`) as the error; `null` when no membership is listed.
     */
    activeMember: ({ userId, organizationId }: OwnMembershipInput) =>
      queryOptions<Member | null, OrgKitError, Member | null, ReturnType<typeof orgKeys.activeMember>>({
        queryKey: orgKeys.activeMember(userId, organizationId),
        queryFn: async ({ client, signal, queryKey }) => {
          if (organizationId === null) return null
          const own = await ownMembershipInFullRead({ client, userId, organizationId, ownKey: queryKey })
          if (own) return own
          signal.throwIfAborted()
          // `getActiveMember` only knows the server's active organization; filtering by user id names it.
          const query = {
            organizationId,
            filterField: 'userId',
            filterOperator: 'eq',
            filterValue: userId,
            limit: 1,
          } as const
          return (await transport.listMembers({ query }, { signal })).members[0] ?? null
        },
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),

    /** The caller's own role(s) in an organization. */
    activeMemberRole: ({ userId, organizationId }: OwnMembershipInput) =>
      queryOptions<
        ActiveMemberRole | null,
        OrgKitError,
        ActiveMemberRole | null,
        ReturnType<typeof orgKeys.activeMemberRole>
      >({
        queryKey: orgKeys.activeMemberRole(userId, organizationId),
        queryFn: async ({ client, signal, queryKey }) => {
          if (organizationId === null) return null
          const own = await ownMembershipInFullRead({ client, userId, organizationId, ownKey: queryKey })
          if (own) return { role: own.role }
          signal.throwIfAborted()
          return transport.getActiveMemberRole({ query: { organizationId } }, { signal })
        },
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),
  }
}
