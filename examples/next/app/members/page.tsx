import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { InviteMemberDialog, MemberTable, prefetchMembers } from 'orgkit'
import { requireSession } from '../../lib/backend'

/**
 * Server-rendered: the active organization's members are read here, with the visitor's cookie, and handed
 * to the client cache, so the table is in the HTML and the browser does not fetch it again.
 */
export default async function MembersPage() {
  const { transport } = await requireSession('/members')
  const queryClient = new QueryClient()
  await prefetchMembers(queryClient, { transport })
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
