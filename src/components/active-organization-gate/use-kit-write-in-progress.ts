import { useIsMutating } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { orgKeys } from '../../query/org-keys'

/**
 * Whether a write of the kit is running, or has just ended: until the commit after its end, so the component
 * that started it can still render what its end changed and say what happened (the settings announce from an
 * effect once leaving is done). The gate keeps the pages on screen meanwhile, although a leave or a delete
 * has already cleared the active organization.
 */
export function useKitWriteInProgress(): boolean {
  const writing = useIsMutating({ mutationKey: [...orgKeys.all, 'mutation'] }) > 0
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
