import { AcceptInvitation } from 'orgkit'

/**
 * The page an invitation link opens (`/auth/accept-invitation?invitationId=...`). Signed out, the kit links to
 * `/auth/sign-in?redirectTo=<this page>`, which is this app's sign-in page; after accepting, the members page.
 */
export default async function AcceptInvitationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { invitationId } = await searchParams
  const id = typeof invitationId === 'string' ? invitationId : undefined
  return (
    <div className="narrow">
      <AcceptInvitation
        invitationId={id}
        returnTo={`/auth/accept-invitation?invitationId=${encodeURIComponent(id ?? '')}`}
        afterAcceptUrl="/members"
        afterRejectUrl="/"
      />
    </div>
  )
}
