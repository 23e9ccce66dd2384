import { useContext } from 'react'
import type { OrgKitContextValue } from './org-kit-context'
import { OrgKitContext } from './org-kit-context'

/**
 * The whole context of the nearest `<OrgKitProvider>`, for the kit's own hooks and components (apps read
 * `useOrgKit()`). Throws when there is none, with the message apps know from `useOrgKit`.
 */
export function useOrgKitContext(): OrgKitContextValue {
  const value = useContext(OrgKitContext)
  if (value === null) throw new Error('useOrgKit must be used inside <OrgKitProvider>')
  return value
}
