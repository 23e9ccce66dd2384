import { dehydrate, HydrationBoundary } from '@tanstack/react-query'
import { OrganizationInvitations, prefetchInvitations, UserInvitations } from 'orgkit'
import { getQueryClient, redirectIfSignedOut, serverTransport } from '../../lib/backend'

/** Both sides: what the active organization sent, and what the visitor received. */
export default async function InvitationsPage() {
  const queryClient = getQueryClient()
  await prefetchInvitations(queryClient, { transport: await serverTransport() })
  redirectIfSignedOut(queryClient, '/invitations')
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <h1>Invitations</h1>
      <h2>Sent by this organization</h2>
      <OrganizationInvitations />
      {/* Titled "Your invitations" by the kit. */}
      <UserInvitations afterAcceptUrl="/members" />
    </HydrationBoundary>
  )
}
