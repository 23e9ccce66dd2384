import { queryOptions } from '@tanstack/react-query'
import type { FullOrganization, Organization } from '../core/domain'
import type { OrgKitError } from '../core/org-kit-error'
import type { CheckSlugResult, Transport } from '../core/transport'
import type { OrgQuerySettings } from './org-query-settings'
import { orgKeys } from './org-keys'
import { seedOwnMembership } from './seed-own-membership'
import { READ_RETRY } from './retry-policy'

/** Input of a full read by id; `organizationId: null` is "no active organization" and answers `null` without a call. */
export interface FullOrganizationInput {
  userId: string
  organizationId: string | null
  /** @default one more than `membership_limit`, so the member list is complete */
  membersLimit?: number | undefined
}

/** Input of a full read by slug. */
export interface OrganizationBySlugInput {
  userId: string
  slug: string
  /** @default one more than `membership_limit` */
  membersLimit?: number | undefined
}

/** Input of a slug availability check. */
export interface CheckSlugInput {
  userId: string
  slug: string
  /** Waits this long before asking; a newer slug cancels the query meanwhile, so no call is made (debounce). @default 0 */
  delayMs?: number | undefined
}

/** Read factories for organizations: the user's list, full reads by id or slug, slug checks. */
export function createOrganizationQueries(transport: Transport, settings: OrgQuerySettings) {
  return {
    /** The organizations the user belongs to. */
    organizations: (userId: string) =>
      queryOptions<Organization[], OrgKitError, Organization[], ReturnType<typeof orgKeys.organizations>>({
        queryKey: orgKeys.organizations(userId),
        queryFn: ({ signal }) => transport.list({ signal }),
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),

    /**
     * A full organization by id (members and invitations included). Its answer also seeds the caller's own
     * membership and role in that organization, so those cost no call.
     */
    fullOrganization: ({ userId, organizationId, membersLimit = settings.membersLimit }: FullOrganizationInput) =>
      // Typed with the general key so a hook can pick either full read (by id or by slug) at run time.
      queryOptions<FullOrganization | null, OrgKitError, FullOrganization | null>({
        queryKey: orgKeys.fullOrganization(userId, organizationId, { membersLimit }),
        queryFn: async ({ client, signal }) => {
          if (organizationId === null) return null
          const organization = await transport.getFullOrganization(
            { query: { organizationId, membersLimit } },
            { signal },
          )
          if (organization) seedOwnMembership(client, userId, organization)
          return organization
        },
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),

    /** A full organization by slug (for routes that carry the slug). */
    organizationBySlug: ({ userId, slug, membersLimit = settings.membersLimit }: OrganizationBySlugInput) =>
      queryOptions<FullOrganization | null, OrgKitError, FullOrganization | null>({
        queryKey: orgKeys.organizationBySlug(userId, slug, { membersLimit }),
        queryFn: ({ signal }) =>
          transport.getFullOrganization({ query: { organizationSlug: slug, membersLimit } }, { signal }),
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),

    /** Whether a slug is free. Superseded checks are aborted through the signal, during the delay or the call. */
    checkSlug: ({ userId, slug, delayMs = 0 }: CheckSlugInput) =>
      queryOptions<CheckSlugResult, OrgKitError, CheckSlugResult, ReturnType<typeof orgKeys.slugCheck>>({
        queryKey: orgKeys.slugCheck(userId, slug),
        queryFn: async ({ signal }) => {
          // A newer slug cancels this query (TanStack settles it at once); the call is then never made.
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
          signal.throwIfAborted()
          return transport.checkSlug({ slug }, { signal })
        },
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),
  }
}
