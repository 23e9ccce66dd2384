import { Outlet } from 'react-router-dom'
import { ActiveOrganizationGate } from '../../src/index'

/**
 * The pages that need an active organization (overview, members, invitations, settings), behind the kit's
 * gate: right after sign-in it opens the last used organization or the only one, asks to choose among
 * several, or shows how to create one and the invitations received.
 */
export function OrganizationPages() {
  return (
    <ActiveOrganizationGate>
      <Outlet />
    </ActiveOrganizationGate>
  )
}
