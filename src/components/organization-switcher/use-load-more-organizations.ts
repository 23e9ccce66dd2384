import { useEffect } from 'react'
import type { RefObject } from 'react'
import type { SwitcherOrganizations } from './use-switcher-organizations'

/** Options of {@link useLoadMoreOrganizations}. */
export interface LoadMoreOptions {
  source: SwitcherOrganizations
  /** The listbox, whose last option coming into view reads the next page. */
  listRef: RefObject<HTMLElement | null>
  /** What the user typed in the filter box: while there is some, every page is read, so it finds them all. */
  query: string
  /** Whether the highlight is on the last option (the keyboard got to the end). */
  atEnd: boolean
  /** How many options the list shows (a new last option is watched). */
  count: number
}

/**
 * Reads the kit's plugin's further pages of organizations when the user gets to the end of the list (scrolled,
 * or arrowed, there) or types in the filter box, which then searches all of them: the first page is all that
 * opening the switcher asks for.
 */
export function useLoadMoreOrganizations({ source, listRef, query, atEnd, count }: LoadMoreOptions) {
  const { hasMore, loadingMore, loadMore } = source
  const wanted = hasMore && !loadingMore
  const searching = query.trim() !== ''
  // Again after each page read (`loaded`), while the user still searches or stays at the end.
  const loaded = source.organizations.length
  useEffect(() => {
    if (wanted && (atEnd || searching)) loadMore()
  }, [wanted, atEnd, searching, loadMore, loaded])
  useEffect(() => {
    const options = listRef.current?.querySelectorAll('[role="option"]')
    const last = options?.[options.length - 1]
    if (!wanted || !last || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(last)
    return () => observer.disconnect()
  }, [wanted, count, listRef, loadMore])
}
