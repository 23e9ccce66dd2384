import { renderHook, waitFor } from '@testing-library/react'
import { organizationClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'
import { useCallback, useEffect, useState } from 'react'
import { expect } from 'vitest'
import type { FlowResults, FlowId, Side } from './flows'
import { PAGE_SIZE, pickMember } from './flows'
import type { RequestLog } from './request-log'
import { INVITEE } from './seed'
import { must } from '../lib/must'

function createClient(log: RequestLog, origin: string) {
  return createAuthClient({
    baseURL: origin,
    plugins: [organizationClient()],
    fetchOptions: { customFetchImpl: log.fetch },
  })
}
type Client = ReturnType<typeof createClient>

/**
 * The same dashboard as Better Auth's documentation builds it: the four hooks, members and invitations
 * from the active organization's full read (Better Auth has no hook for a members page or the
 * invitations), paged in the browser.
 */
function useDashboard(client: Client) {
  const [page, setPage] = useState(0)
  const organization = client.useActiveOrganization()
  const members = organization.data?.members.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)
  return {
    page,
    setPage,
    session: client.useSession(),
    organizations: client.useListOrganizations(),
    organization,
    member: client.useActiveMember(),
    members,
  }
}

/** The invitee's view; their invitations come from `listUserInvitations`, which has no hook. */
function useInviteeView(client: Client) {
  const [invitations, setInvitations] = useState<{ id: string; status: string }[] | null>(null)
  // Each reload() asks again; the answer of the newest request is kept.
  const [requested, setRequested] = useState(0)
  const reload = useCallback(() => setRequested((count) => count + 1), [])
  useEffect(() => {
    let current = true
    void client.organization.listUserInvitations().then(({ data }) => {
      if (current) setInvitations(data ?? [])
    })
    return () => {
      current = false
    }
  }, [client, requested])
  return {
    session: client.useSession(),
    organizations: client.useListOrganizations(),
    organization: client.useActiveOrganization(),
    invitations,
    reload,
  }
}

/** Waits for `condition`; when it does not come on its own within 1 s, runs the app's `fix` and notes it. */
async function eventually(condition: () => boolean, fix: () => Promise<unknown>, note: string, notes: string[]) {
  try {
    await waitFor(() => expect(condition()).toBe(true), { timeout: 1_000 })
  } catch {
    notes.push(note)
    await fix()
    await waitFor(() => expect(condition()).toBe(true))
  }
}

const unwrap = <T,>(result: { data: T | null; error: unknown }): T => {
  if (result.error || result.data === null) throw new Error(`Better Auth call failed: ${JSON.stringify(result.error)}`)
  return result.data
}

/** The flows through `better-auth/react` with `organizationClient()` (1.7.7). */
export const betterAuthSide: Side = {
  name: 'better-auth/react',
  async run({ owner, invitee, origin }) {
    const results: FlowResults = {}
    const manual: Partial<Record<FlowId, string>> = {}
    const client = createClient(owner, origin)
    let view: ReturnType<typeof renderHook<ReturnType<typeof useDashboard>, unknown>> | undefined
    const now = () => must(view, 'rendered dashboard').result.current
    const noted = async (id: FlowId, run: (notes: string[]) => Promise<void>) => {
      const notes: string[] = []
      results[id] = await owner.measure(() => run(notes))
      if (notes.length) manual[id] = notes.join('; ')
    }

    await noted('mount', async () => {
      view = renderHook(() => useDashboard(client))
      await waitFor(() => {
        const d = now()
        expect(Boolean(d.session.data && d.organizations.data && d.organization.data && d.member.data)).toBe(true)
      })
    })
    const current = now
    await noted('nextPage', async () => {
      const first = current().members?.[0]?.id
      current().setPage(1)
      await waitFor(() => expect(current().members?.[0]?.id !== first).toBe(true))
    })

    await noted('permission', async () => {
      const answer = unwrap(await client.organization.hasPermission({ permissions: { member: ['delete'] } }))
      expect(answer.success).toBe(true)
    })

    const promoted = pickMember(current().members ?? [], [])
    await noted('changeRole', async () => {
      unwrap(await client.organization.updateMemberRole({ memberId: promoted.id, role: 'admin' }))
      await waitFor(() =>
        expect(current().organization.data?.members.find((m) => m.id === promoted.id)?.role).toBe('admin'),
      )
    })

    const removed = pickMember(current().members ?? [], [promoted.id])
    await noted('remove', async () => {
      unwrap(await client.organization.removeMember({ memberIdOrEmail: removed.id }))
      await waitFor(() => expect(current().organization.data?.members.some((m) => m.id === removed.id)).toBe(false))
    })

    let invitationId = ''
    await noted('invite', async () => {
      invitationId = unwrap(await client.organization.inviteMember({ email: INVITEE, role: 'member' })).id
      await waitFor(() =>
        expect(current().organization.data?.invitations.some((i) => i.id === invitationId)).toBe(true),
      )
    })

    const acmeId = current().organization.data?.id
    const globexId = current().organizations.data?.find((o) => o.slug === 'globex')?.id ?? ''
    await noted('switch', async () => {
      unwrap(await client.organization.setActive({ organizationId: globexId }))
      await waitFor(() =>
        expect(current().organization.data?.id === globexId && current().member.data?.organizationId === globexId).toBe(
          true,
        ),
      )
    })

    await noted('create', async (notes) => {
      const created = unwrap(await client.organization.create({ name: 'Initech', slug: 'initech' }))
      await waitFor(() =>
        expect(
          current().organization.data?.id === created.id && current().member.data?.organizationId === created.id,
        ).toBe(true),
      )
      await eventually(
        () => current().organizations.data?.some((o) => o.id === created.id) === true,
        () => current().organizations.refetch(),
        'useListOrganizations().refetch()',
        notes,
      )
    })
    view?.unmount()

    const inviteeClient = createClient(invitee, origin)
    const inviteeView = renderHook(() => useInviteeView(inviteeClient))
    await waitFor(() => expect(inviteeView.result.current.invitations?.some((i) => i.id === invitationId)).toBe(true))
    await invitee.settled()
    const inviteeResults = await (async () => {
      const notes: string[] = []
      const summary = await invitee.measure(async () => {
        unwrap(await inviteeClient.organization.acceptInvitation({ invitationId }))
        const d = () => inviteeView.result.current
        await eventually(
          () => d().organization.data?.id === acmeId,
          () => d().organization.refetch(),
          'useActiveOrganization().refetch()',
          notes,
        )
        await eventually(
          () => d().organizations.data?.some((o) => o.id === acmeId) === true,
          () => d().organizations.refetch(),
          'useListOrganizations().refetch() (accept does not signal the list)',
          notes,
        )
        await eventually(
          () => d().invitations?.some((i) => i.id === invitationId && i.status === 'pending') === false,
          () => {
            d().reload()
            return Promise.resolve()
          },
          'listUserInvitations() again (no hook)',
          notes,
        )
      })
      return { summary, notes }
    })()
    results.accept = inviteeResults.summary
    if (inviteeResults.notes.length) manual.accept = inviteeResults.notes.join('; ')
    inviteeView.unmount()
    return { results, manual }
  },
}
