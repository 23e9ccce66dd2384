import { useNavigate } from 'react-router-dom'
import { OrganizationInvitations, UserInvitations, useActiveOrganization } from '../../src/index'

/** Both sides of invitations: those the active organization sent, and those the signed-in user received. */
export function InvitationsPage() {
  const navigate = useNavigate()
  const active = useActiveOrganization()
  return (
    <>
      <h1>Invitations</h1>
      {active.data === null ? null : (
        <section aria-labelledby="sent-title" className="demo-group">
          <h2 id="sent-title">Sent by {active.data?.name ?? 'this organization'}</h2>
          <OrganizationInvitations />
        </section>
      )}
      <UserInvitations className="demo-section" onAccepted={() => void navigate('/')} />
    </>
  )
}
