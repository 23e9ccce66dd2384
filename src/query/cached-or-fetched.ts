import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * The cached data of a query, or the data of one fetch when nothing is cached (`ensureQueryData`).
 *
 * The one place the kit calls it: newer TanStack Query 5 releases deprecate it in favour of
 * `queryClient.query({ ...options, staleTime: 'static' })`, which older 5.x releases lack, and the kit's
 * peer range is all of 5. When the range moves, this is the line to change.
 */
export function cachedOrFetched<TData, TError, TQueryKey extends QueryKey>(
  client: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the options type of the same method (see above)
  options: EnsureQueryDataOptions<TData, TError, TData, TQueryKey>,
): Promise<TData> {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- its replacement is missing from older 5.x releases (see above)
  return client.ensureQueryData(options)
}
