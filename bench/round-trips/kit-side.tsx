import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { expect } from 'vitest'
import { useAcceptInvitation } from '../../src/hooks/use-accept-invitation'
import { useActiveMember } from '../../src/hooks/use-active-member'
import { useActiveOrganization } from '../../src/hooks/use-active-organization'
import { useCreateOrganization } from '../../src/hooks/use-create-organization'
import { useInvitations } from '../../src/hooks/use-invitations'
import { useInviteMember } from '../../src/hooks/use-invite-member'
import { useListOrganizations } from '../../src/hooks/use-list-organizations'
import { useMembers } from '../../src/hooks/use-members'
import { usePermission } from '../../src/hooks/use-permission'
import { useRemoveMember } from '../../src/hooks/use-remove-member'
import { useSession } from '../../src/hooks/use-session'
import { useSetActiveOrganization } from '../../src/hooks/use-set-active-organization'
import { useUpdateMemberRole } from '../../src/hooks/use-update-member-role'
import { useUserInvitations } from '../../src/hooks/use-user-invitations'
import { OrgKitProvider } from '../../src/query/org-kit-provider'
import { createBetterAuthFetchTransport } from '../../src/transports/better-auth-fetch/create-better-auth-fetch-transport'
import type { FlowResults, Side } from './flows'
import { PAGE_SIZE, pickMember } from './flows'
import type { RequestLog } from './request-log'
import { INVITEE } from './seed'
import { must } from '../lib/must'

/** The owner's dashboard: switcher data, active organization, a members page, invitations, one permission. */
function useDashboard() {
  const [page, setPage] = useState(0)
  return {
    page,
    setPage,
    session: useSession(),
    organizations: useListOrganizations(),
    organization: useActiveOrganization(),
    member: useActiveMember(),
    members: useMembers({ limit: PAGE_SIZE, offset: page * PAGE_SIZE }),
    invitations: useInvitations(),
    canInvite: usePermission({ invitation: ['create'] }),
    setActive: useSetActiveOrganization(),
    create: useCreateOrganization(),
    invite: useInviteMember(),
    updateRole: useUpdateMemberRole(),
    remove: useRemoveMember(),
  }
}

/** The invitee's view: their organizations, the active one and the invitations addressed to them. */
function useInviteeView() {
  return {
    session: useSession(),
    organizations: useListOrganizations(),
    organization: useActiveOrganization(),
    invitations: useUserInvitations(),
    accept: useAcceptInvitation(),
  }
}

function kitWrapper(log: RequestLog, baseURL: string) {
  // A plain client, as apps create it: the kit's reads and writes decide their own retries.
  const queryClient = new QueryClient()
  const transport = createBetterAuthFetchTransport({ baseURL, fetch: log.fetch })
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <OrgKitProvider transport={transport}>{children}</OrgKitProvider>
    </QueryClientProvider>
  )
}

/** The flows through the kit's hooks and the Better Auth fetch transport. */
export const kitSide: Side = {
  name: 'orgkit',
  async run({ owner, invitee, baseURL }) {
    const results: FlowResults = {}
    const wrapper = kitWrapper(owner, baseURL)
    let view: ReturnType<typeof renderHook<ReturnType<typeof useDashboard>, unknown>> | undefined
    const now = () => must(view, 'rendered dashboard').result.current
    const settledPage = () => {
      const d = now()
      return d.members.isSuccess && !d.members.isPlaceholderData && !d.members.isFetching
    }

    results.mount = await owner.measure(async () => {
      view = renderHook(useDashboard, { wrapper })
      await waitFor(() => {
        const d = now()
        expect(
          d.organizations.isSuccess && d.organization.isSuccess && d.member.isSuccess && d.invitations.isSuccess,
        ).toBe(true)
        expect(settledPage() && !d.canInvite.isLoading).toBe(true)
      })
    })

    results.nextPage = await owner.measure(async () => {
      const first = now().members.data?.members[0]?.id
      now().setPage(1)
      await waitFor(() => expect(settledPage() && now().members.data?.members[0]?.id !== first).toBe(true))
    })

    results.permission = await owner.measure(async () => {
      const check = renderHook(() => usePermission({ member: ['delete'] }), { wrapper })
      await waitFor(() => expect(check.result.current.isLoading).toBe(false))
      expect(check.result.current.allowed).toBe(true)
      check.unmount()
    })

    const promoted = pickMember(now().members.data?.members ?? [], [])
    results.changeRole = await owner.measure(async () => {
      await now().updateRole.mutateAsync({ memberId: promoted.id, role: 'admin' })
      await waitFor(() =>
        expect(now().members.data?.members.find((m) => m.id === promoted.id)?.role).toEqual(['admin']),
      )
    })

    const removed = pickMember(now().members.data?.members ?? [], [promoted.id])
    results.remove = await owner.measure(async () => {
      await now().remove.mutateAsync({ memberIdOrEmail: removed.id })
      await waitFor(() => expect(now().members.data?.members.some((m) => m.id === removed.id)).toBe(false))
    })

    let invitationId = ''
    results.invite = await owner.measure(async () => {
      invitationId = (await now().invite.mutateAsync({ email: INVITEE, role: 'member' })).id
      await waitFor(() => expect(now().invitations.data?.some((i) => i.id === invitationId)).toBe(true))
    })

    const acmeId = now().organization.data?.id
    const globexId = now().organizations.data?.find((o) => o.slug === 'globex')?.id ?? ''
    results.switch = await owner.measure(async () => {
      await now().setActive.mutateAsync({ organizationId: globexId })
      await waitFor(() => {
        const d = now()
        expect(d.organization.data?.id === globexId && d.member.data?.organizationId === globexId).toBe(true)
        expect(settledPage() && d.invitations.isSuccess && !d.canInvite.isLoading).toBe(true)
      })
    })

    results.create = await owner.measure(async () => {
      const created = await now().create.mutateAsync({ name: 'Initech', slug: 'initech' })
      await waitFor(() => {
        const d = now()
        expect(d.organization.data?.id === created.id && d.organizations.data?.some((o) => o.id === created.id)).toBe(
          true,
        )
        expect(settledPage() && d.invitations.isSuccess && d.member.data?.organizationId === created.id).toBe(true)
      })
    })
    view?.unmount()

    // The invitee accepts in a browser of their own.
    const inviteeView = renderHook(useInviteeView, { wrapper: kitWrapper(invitee, baseURL) })
    await waitFor(() =>
      expect(inviteeView.result.current.invitations.data?.some((i) => i.id === invitationId)).toBe(true),
    )
    results.accept = await invitee.measure(async () => {
      await inviteeView.result.current.accept.mutateAsync({ invitationId })
      await waitFor(() => {
        const d = inviteeView.result.current
        expect(d.organizations.data?.some((o) => o.id === acmeId) && d.organization.data?.id === acmeId).toBe(true)
        expect(d.invitations.data?.some((i) => i.id === invitationId && i.status === 'pending')).toBe(false)
      })
    })
    inviteeView.unmount()
    return { results, manual: {} }
  },
}
