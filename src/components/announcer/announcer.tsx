import { useCallback, useContext, useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import type { Announce } from './announcement'
import { AnnouncerContext } from './announcer-context'
import { ToastRegion } from './toast-region'
import { useToastQueue } from './use-toast-queue'

/** Props of {@link Announcer}. */
export interface AnnouncerProps {
  /** The app's own toaster; without it the kit shows its toast region. */
  announce: Announce | undefined
  /** The region's name and its close buttons' name, in the provider's language. */
  labels: { region: string; dismiss: string }
  children: ReactNode
}

/**
 * Gives the components below one place to say what happened (`useAnnounce`): the app's `announce` when it
 * has one, read when called (so an inline function is fine); else the announcer of a provider above (a
 * `<ManagementProvider>` inside an `<OrgKitProvider>` shares its toast region: one region per page); else the
 * kit's toast region, after the children.
 */
export function Announcer({ announce, labels, children }: AnnouncerProps) {
  const outerAnnounce = useContext(AnnouncerContext)
  const { toasts, show, dismiss } = useToastQueue()
  const appAnnounceRef = useRef(announce)
  useEffect(() => {
    appAnnounceRef.current = announce
  }, [announce])
  const announceLatest = useCallback<Announce>(
    (announcement) => (appAnnounceRef.current ?? outerAnnounce ?? show)(announcement),
    [outerAnnounce, show],
  )
  return (
    <AnnouncerContext.Provider value={announceLatest}>
      {children}
      {announce || outerAnnounce ? null : (
        <ToastRegion toasts={toasts} onDismiss={dismiss} regionLabel={labels.region} dismissLabel={labels.dismiss} />
      )}
    </AnnouncerContext.Provider>
  )
}
