import { matchMutation, useIsMutating } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { orgKeys } from '../../query/org-keys'

/** The writes that can clear the session's active organization under the pages that started them. */
const WRITES_THAT_CLEAR_THE_ACTIVE_ORGANIZATION = [
  orgKeys.mutation('leave'),
  orgKeys.mutation('delete'),
  orgKeys.mutation('setActive'),
]

/**
 * Whether a leave, a delete or a change of the active organization is running, or has just ended: until the
 * commit after its end, so the page that started it can still render what its end changed and say what
 * happened (the settings announce from an effect once leaving is done). The gate keeps the pages on screen
 * meanwhile, although the write has already cleared the active organization. Other writes (create, accept,
 * invite) never hold the pages.
 */
export function useKitWriteInProgress(): boolean {
  const writing =
    useIsMutating({
      predicate: (mutation) =>
        WRITES_THAT_CLEAR_THE_ACTIVE_ORGANIZATION.some((mutationKey) =>
          matchMutation({ mutationKey, exact: true }, mutation),
        ),
    }) > 0
  const [ending, setEnding] = useState(false)
  if (writing && !ending) setEnding(true)
  useEffect(() => {
    if (writing || !ending) return
    // After this commit, whose effects (the pages' among them) have run: then the pages may go.
    const timer = setTimeout(() => setEnding(false), 0)
    return () => clearTimeout(timer)
  }, [writing, ending])
  return writing || ending
}
