import { AcceptInvitation } from 'orgkit'

/**
 * The page an invitation link opens (`/auth/accept-invitation?invitationId=...`). Signed out, the kit links to
 * `/auth/sign-in?redirectTo=<this page>` (this app's sign-in page); signed in as someone else, to the sign-out
 * page, coming back here; after accepting, to the members page of the organization just joined.
 */
export default async function AcceptInvitationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { invitationId } = await searchParams
  const id = typeof invitationId === 'string' ? invitationId : undefined
  const here = `/auth/accept-invitation?invitationId=${encodeURIComponent(id ?? '')}`
  return (
    <div className="narrow">
      <AcceptInvitation
        invitationId={id}
        returnTo={here}
        signOutUrl={`/auth/sign-out?redirectTo=${encodeURIComponent(here)}`}
        afterAcceptUrl="/members"
        afterRejectUrl="/invitations"
      />
    </div>
  )
}
