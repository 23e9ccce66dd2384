import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { RefObject } from 'react'
import { useOrgScope } from '../../hooks/use-org-scope'

/** Role reads of a server without the kit's plugin running at once, at most. */
export const ROLE_READS_AT_ONCE = 4

let running = 0
const waiting: (() => void)[] = []

/** Waits for one of the {@link ROLE_READS_AT_ONCE} places. */
async function takePlace(): Promise<void> {
  if (running < ROLE_READS_AT_ONCE) {
    running += 1
    return
  }
  // The place is handed over by `leavePlace`, so no newcomer can slip in between.
  await new Promise<void>((resolve) => waiting.push(resolve))
}

/** Gives the place to the next waiting read, or frees it. */
function leavePlace(): void {
  const next = waiting.shift()
  if (next) next()
  else running -= 1
}

/** Whether the element has come into view (once seen, it stays `true`); `true` where nothing can tell. */
function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}

/**
 * The user's role(s) in one organization on a server without the kit's plugin, read once its option comes into
 * view and with at most {@link ROLE_READS_AT_ONCE} reads at a time across the switcher, so opening a list of
 * hundreds asks only for the few shown. The same cache entry as `useActiveMemberRole`: none is read when the
 * app already has it (the active organization's, or any loaded full read's).
 */
export function useRoleInView(ref: RefObject<Element | null>, organizationId: string) {
  const { queries, userId, signedIn } = useOrgScope()
  const seen = useSeen(ref)
  const options = queries.activeMemberRole({ userId, organizationId })
  const read = options.queryFn
  return useQuery({
    ...options,
    queryFn: async (context) => {
      if (typeof read !== 'function') throw new Error('activeMemberRole: no query function')
      await takePlace()
      try {
        return await read(context)
      } finally {
        leavePlace()
      }
    },
    enabled: signedIn && seen,
  })
}
