import { useNavigate } from 'react-router-dom'
import { InviteMemberDialog, MemberTable } from '../../src/index'

/** Members of the active organization; the invite button shows only to those who may invite. */
export function MembersPage() {
  const navigate = useNavigate()
  return (
    <>
      <div className="demo-title-row">
        <h1>Members</h1>
        <InviteMemberDialog />
      </div>
      <MemberTable onLeft={() => void navigate('/', { state: { focusHeading: true } })} />
    </>
  )
}
