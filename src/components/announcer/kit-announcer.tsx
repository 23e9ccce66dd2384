import { useMemo } from 'react'
import type { ReactNode } from 'react'
import { useOrgKitContext } from '../../query/use-org-kit-context'
import type { Announce } from './announcement'
import { Announcer } from './announcer'
import { toastRegionLabels } from './toast-region-labels'

/** `<OrgKitProvider>`'s announcer: the app's `announce`, or the toast region in the provider's language. */
export function KitAnnouncer({ announce, children }: { announce: Announce | undefined; children: ReactNode }) {
  const { messages: overrides, locale } = useOrgKitContext()
  const labels = useMemo(() => toastRegionLabels({ overrides, locale: locale ?? 'en' }), [overrides, locale])
  return (
    <Announcer announce={announce} labels={labels}>
      {children}
    </Announcer>
  )
}
