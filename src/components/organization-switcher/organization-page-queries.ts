import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InfiniteData } from '@tanstack/react-query'
import type { OrganizationPage } from '../../core/domain'
import type { OrgKitError } from '../../core/org-kit-error'
import type { Transport } from '../../core/transport'
import { orgKeys } from '../../query/org-keys'
import { READ_RETRY } from '../../query/retry-policy'

/** Organizations per page of the kit's plugin (its most). */
export const ORGANIZATION_PAGE_SIZE = 100

/** Options of {@link organizationPagesOptions}. */
export interface OrganizationPagesInput {
  transport: Transport
  userId: string
  /** How long the pages stay fresh: the provider's `staleTime`, as the organization list's. */
  staleTime: number
}

/**
 * The switcher's read of the user's organizations with roles and member counts, page by page (the kit's Better
 * Auth plugin). A first page of `null` is a server without the plugin: no further page. Keyed under the
 * organization list, so every write that refreshes the list refreshes the pages too.
 */
export function organizationPagesOptions({ transport, userId, staleTime }: OrganizationPagesInput) {
  return infiniteQueryOptions<
    OrganizationPage | null,
    OrgKitError,
    InfiniteData<OrganizationPage | null, number>,
    readonly [...ReturnType<typeof orgKeys.organizations>, 'with-roles'],
    number
  >({
    queryKey: [...orgKeys.organizations(userId), 'with-roles'] as const,
    queryFn: ({ pageParam, signal }) =>
      transport.listOrganizationsWithRoles({ query: { limit: ORGANIZATION_PAGE_SIZE, offset: pageParam } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, offset) => {
      const next = offset + ORGANIZATION_PAGE_SIZE
      return lastPage && next < lastPage.total ? next : undefined
    },
    staleTime,
    ...READ_RETRY,
  })
}
