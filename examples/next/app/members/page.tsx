import { dehydrate, HydrationBoundary } from '@tanstack/react-query'
import { InviteMemberDialog, MemberTable, prefetchMembers } from 'orgkit'
import { getQueryClient, redirectIfSignedOut, serverTransport } from '../../lib/backend'

/**
 * Server-rendered: the active organization's members are read here, with the visitor's cookie, and handed
 * to the browser's cache, so the table is in the HTML and the browser does not read it again.
 */
export default async function MembersPage() {
  const queryClient = getQueryClient()
  await prefetchMembers(queryClient, { transport: await serverTransport() })
  redirectIfSignedOut(queryClient, '/members')
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="title-row">
        <h1>Members</h1>
        <InviteMemberDialog />
      </div>
      <MemberTable afterLeaveUrl="/" />
    </HydrationBoundary>
  )
}
