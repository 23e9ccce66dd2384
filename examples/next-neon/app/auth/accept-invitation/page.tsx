import { AcceptInvitation } from 'orgkit'

/**
 * The page an invitation link opens (`/auth/accept-invitation?invitationId=...`; with invitation e-mails off,
 * as on Neon Auth by default, the inviter copies it from the invite dialog). Signed out, the kit links to
 * this app's sign-in and sign-up pages, which come back here; after accepting, to the home page, the
 * organization just joined active.
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
        signInUrl="/auth/sign-in?redirectTo=:returnTo"
        signUpUrl="/auth/sign-up?redirectTo=:returnTo"
        afterAcceptUrl="/"
        afterRejectUrl="/"
      />
    </div>
  )
}
