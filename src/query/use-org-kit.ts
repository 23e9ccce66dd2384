import { useContext } from 'react'
import type { OrgKitContextValue } from './org-kit-context'
import { OrgKitContext } from './org-kit-context'

/**
 * The transport, configuration, messages and query factories of the nearest `<OrgKitProvider>`.
 * Throws when there is none.
 *
 * @example
 * const { queries } = useOrgKit()
 * const invitations = useQuery(queries.userInvitations(userId))
 */
export function useOrgKit(): OrgKitContextValue {
  const value = useContext(OrgKitContext)
  if (value === null) throw new Error('useOrgKit must be used inside <OrgKitProvider>')
  return value
}
