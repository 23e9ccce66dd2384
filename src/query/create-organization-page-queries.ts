import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InfiniteData } from '@tanstack/react-query'
import type { OrganizationPage } from '../core/domain'
import type { OrgKitError } from '../core/org-kit-error'
import type { Transport } from '../core/transport'
import { orgKeys } from './org-keys'
import { READ_RETRY } from './retry-policy'

/** Organizations per page of the kit's plugin (its most). */
export const ORGANIZATION_PAGE_SIZE = 100

/**
 * The read factory of the switcher's organizations with roles and member counts (`useSwitcherOrganizations`),
 * apart from the provider's bundle so that only the switcher's popover downloads it. Fresh for the provider's
 * `staleTime`, as the organization list.
 */
export function createOrganizationPageQueries(transport: Transport, { staleTime }: { staleTime: number }) {
  return {
    /**
     * The user's organizations page by page (the kit's Better Auth plugin). A first page of `null` is a server
     * without the plugin: no further page. Keyed under the organization list, so every write that refreshes the
     * list refreshes the pages too.
     */
    organizationPages: ({ userId }: { userId: string }) => {
      const queryKey = [...orgKeys.organizations(userId), 'with-roles'] as const
      return infiniteQueryOptions<
        OrganizationPage | null,
        OrgKitError,
        InfiniteData<OrganizationPage | null, number>,
        typeof queryKey,
        number
      >({
        queryKey,
        queryFn: ({ pageParam, signal }) =>
          transport.listOrganizationsWithRoles(
            { query: { limit: ORGANIZATION_PAGE_SIZE, offset: pageParam } },
            { signal },
          ),
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, offset) => {
          const next = offset + ORGANIZATION_PAGE_SIZE
          return lastPage && next < lastPage.total ? next : undefined
        },
        staleTime,
        ...READ_RETRY,
      })
    },
  }
}
