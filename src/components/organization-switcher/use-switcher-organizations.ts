import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Organization } from '../../core/domain'
import { createOrganizationPageQueries } from '../../query/create-organization-page-queries'
import { useProviderFactories } from '../../query/use-provider-factories'

/**
 * How many organizations Better Auth's `organization/list` answers at most: its adapter stops a `findMany`
 * without a limit at `advanced.database.defaultFindManyLimit`, 100 unless the server raises it.
 */
export const STOCK_LIST_CAP = 100

/** An organization of the switcher, with the user's role(s) and its member count when the server said them. */
export interface SwitcherOrganization extends Organization {
  role?: readonly string[] | undefined
  memberCount?: number | undefined
}

/** What {@link useSwitcherOrganizations} gives. */
export interface SwitcherOrganizations {
  organizations: readonly SwitcherOrganization[]
  /**
   * Where roles come from: `page`, with the organizations (the kit's plugin); `stock`, read one by one (a server
   * without it); `pending` while the first page is asked for (no role is read meanwhile).
   */
  roles: 'page' | 'stock' | 'pending'
  /** The stock list came back with exactly its limit: the server probably has more, which it does not list. */
  capped: boolean
  /** More pages of the kit's plugin are there to read. */
  hasMore: boolean
  /** Whether a further page is being read. */
  loadingMore: boolean
  /** Reads the next page, when there is one and none is being read. */
  loadMore: () => void
}

/**
 * The organizations the open switcher lists. With the kit's plugin: its pages, each organization with the
 * user's role and its member count, one request per 100 (the first one as the switcher opens). Without it
 * (the page answers `null`, or fails): the stock list the trigger already read, whose roles are read only for
 * the options in view.
 */
export function useSwitcherOrganizations({
  userId,
  stock,
  stockListLimit,
}: {
  userId: string
  stock: readonly Organization[]
  /** The most organizations the server's own list answers. */
  stockListLimit: number
}): SwitcherOrganizations {
  const { organizationPages } = useProviderFactories(createOrganizationPageQueries)
  const pages = useInfiniteQuery(organizationPages({ userId }))
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  const paged = useMemo(
    () => (data?.pages[0] ? data.pages.flatMap((page) => page?.organizations ?? []) : undefined),
    [data],
  )
  if (paged) {
    return {
      organizations: paged,
      roles: 'page',
      capped: false,
      hasMore: hasNextPage,
      loadingMore: isFetchingNextPage,
      loadMore,
    }
  }
  return {
    organizations: stock,
    roles: pages.isPending ? 'pending' : 'stock',
    capped: !pages.isPending && stock.length === stockListLimit,
    hasMore: false,
    loadingMore: false,
    loadMore,
  }
}
