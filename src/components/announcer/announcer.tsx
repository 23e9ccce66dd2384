import { lazy, Suspense, useCallback, useContext, useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import type { Announce } from './announcement'
import { AnnouncerContext } from './announcer-context'
import { useToastQueue } from './use-toast-queue'

// The toasts' code (their layout, timers and close button) is fetched as soon as the provider mounts, not
// bundled with it: an app that uses only the hooks, or has not acted yet, does not wait for it. Until it is
// there, the region is already in the page with its polite live region, empty, so the first result is heard.
const loadToastRegion = () => import('./toast-region')
const ToastRegion = lazy(() => loadToastRegion().then((module) => ({ default: module.ToastRegion })))

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
  useEffect(() => {
    void loadToastRegion()
  }, [])
  const announceLatest = useCallback<Announce>(
    (announcement) => (appAnnounceRef.current ?? outerAnnounce ?? show)(announcement),
    [outerAnnounce, show],
  )
  return (
    <AnnouncerContext.Provider value={announceLatest}>
      {children}
      {announce || outerAnnounce ? null : (
        <Suspense fallback={<EmptyToastRegion regionLabel={labels.region} />}>
          <ToastRegion toasts={toasts} onDismiss={dismiss} regionLabel={labels.region} dismissLabel={labels.dismiss} />
        </Suspense>
      )}
    </AnnouncerContext.Provider>
  )
}

/** The region as the toasts' code will render it, with nothing in it yet: the live region is there from the start. */
function EmptyToastRegion({ regionLabel }: { regionLabel: string }) {
  return (
    <section data-slot="orgkit-toast-region" aria-label={regionLabel}>
      <div aria-live="polite" data-slot="orgkit-toast-list" />
      <div data-slot="orgkit-toast-list" />
    </section>
  )
}
