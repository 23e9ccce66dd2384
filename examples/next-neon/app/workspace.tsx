'use client'

import { InviteMemberDialog, MemberTable, OrganizationInvitations, UserInvitations, useSession } from 'orgkit'
import { AuthForm } from './auth/auth-form'

/**
 * The home page: signed out, Neon's SDK sign-in form in place; signed in, the active organization's members
 * (invite, change roles, leave) and invitations, and the invitations the user received. Everything after
 * signing in happens on this one page, without a page load. Which organization is active comes from the
 * kit's session read, through Neon's handler.
 */
export function Workspace() {
  const { data: session, isPending } = useSession()
  if (isPending) return <p className="muted">Loading…</p>
  if (!session)
    return (
      <div className="narrow">
        <AuthForm mode="sign-in" />
      </div>
    )
  if (!session.activeOrganizationId)
    return (
      <>
        <h1>No active organization</h1>
        <p className="muted">Pick one or create one with the switcher above, or accept an invitation.</p>
        {/* Titled "Your invitations" by the kit. */}
        <UserInvitations />
      </>
    )
  return (
    <>
      <div className="title-row">
        <h1>Members</h1>
        <InviteMemberDialog />
      </div>
      <MemberTable />
      <h2>Invitations sent</h2>
      <OrganizationInvitations />
      {/* Titled "Your invitations" by the kit. */}
      <UserInvitations />
    </>
  )
}
