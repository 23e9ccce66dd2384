import { useContext } from 'react'
import type { Announce } from './announcement'
import { AnnouncerContext } from './announcer-context'

/**
 * The kit's one way of saying what happened after an action: the app's `announce` when it gave one to the
 * provider, the kit's toast region otherwise. Every component that acts calls it with the result in words.
 */
export function useAnnounce(): Announce {
  const announce = useContext(AnnouncerContext)
  if (announce === null) throw new Error('useAnnounce must be used inside <OrgKitProvider> or <ManagementProvider>')
  return announce
}
