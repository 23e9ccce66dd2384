import { useCallback, useEffect, useRef } from 'react'
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
 * has one, read when called (so an inline function is fine), or the kit's toast region after the children.
 */
export function Announcer({ announce, labels, children }: AnnouncerProps) {
  const { toasts, show, dismiss } = useToastQueue()
  const appAnnounceRef = useRef(announce)
  useEffect(() => {
    appAnnounceRef.current = announce
  }, [announce])
  const announceLatest = useCallback<Announce>((announcement) => (appAnnounceRef.current ?? show)(announcement), [show])
  return (
    <AnnouncerContext.Provider value={announceLatest}>
      {children}
      {announce ? null : (
        <ToastRegion toasts={toasts} onDismiss={dismiss} regionLabel={labels.region} dismissLabel={labels.dismiss} />
      )}
    </AnnouncerContext.Provider>
  )
}
