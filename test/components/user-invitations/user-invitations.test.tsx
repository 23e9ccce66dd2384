import { screen, waitFor, within } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { UserInvitations } from '../../../src/components/user-invitations/user-invitations'
import type { UserInvitationsProps } from '../../../src/components/user-invitations/user-invitations'
import { MAX_READ_ATTEMPTS } from '../../../src/query/retry-policy'
import { demoSeed, seedInvitation } from '../../../src/testing'
import type { MemoryTransport } from '../../../src/testing'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { failRead, renderWithReadsRunOut } from '../../support/retry-timers'
import { axeViolations } from '../member-table/axe'

const FRANK = 'frank@example.com'
const asFrank = (config?: { membership_limit: number }) =>
  prepareTransport({ seed: demoSeed(), signedInAs: FRANK, config })
const toast = () => within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')
const itemOf = (organization: string) => screen.getByRole('listitem', { name: organization })
const listings = (transport: MemoryTransport) =>
  transport.calls.filter((call) => call.operation === 'listUserInvitations')

describe('UserInvitations', () => {
  it('lists received invitations with organization, role and expiry; axe clean', async () => {
    const transport = await asFrank()
    const { container } = renderWithKit(<UserInvitations locale="en-US" />, { transport })
    expect(await screen.findByRole('listitem', { name: 'Acme Inc' }, { timeout: 5000 })).toBeInTheDocument()
    expect(within(itemOf('Acme Inc')).getByText('Role: Member')).toBeInTheDocument()
    expect(within(itemOf('Globex')).getByText(/^Expires: /)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your invitations' })).toBeInTheDocument()
    expect(await axeViolations(container)).toEqual([])
  })

  it('accepts one (the organization becomes active) and declines another', async () => {
    const transport = await asFrank()
    const onAccepted = vi.fn<NonNullable<UserInvitationsProps['onAccepted']>>()
    const onRejected = vi.fn<NonNullable<UserInvitationsProps['onRejected']>>()
    const { user } = renderWithKit(<UserInvitations onAccepted={onAccepted} onRejected={onRejected} />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Accept: Acme Inc' }))
    await waitFor(() => expect(toast()).toHaveTextContent('You joined Acme Inc.'))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Acme Inc' })).toBeNull())
    // The answered invitation is gone: the focus is on the next one, not on the page.
    await waitFor(() => expect(itemOf('Globex')).toHaveFocus())
    expect(onAccepted).toHaveBeenCalledOnce()
    const [result, invitation] = onAccepted.mock.calls[0] ?? []
    expect(result?.member.role).toEqual(['member'])
    expect(invitation?.organizationName).toBe('Acme Inc')
    expect((await transport.getSession())?.activeOrganizationId).toBe(result?.member.organizationId)

    await user.click(screen.getByRole('button', { name: 'Decline: Globex' }))
    expect(await screen.findByText('You have no invitations.')).toBeInTheDocument()
    expect(screen.getByText('Invitation to Globex declined.')).toBeInTheDocument()
    // None left: the list's heading has the focus.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your invitations' })).toHaveFocus())
    expect(document.querySelector('[data-slot="orgkit-user-invitations-announcement"]')).toBeNull()
    expect(onRejected).toHaveBeenCalledWith(expect.objectContaining({ organizationName: 'Globex' }))
  })

  it('keeps the invitation with the reason on its row when the organization is full', async () => {
    const transport = await asFrank({ membership_limit: 4 })
    const { user } = renderWithKit(<UserInvitations />, { transport, config: { membership_limit: 4 } })
    await user.click(await screen.findByRole('button', { name: 'Accept: Acme Inc' }))
    expect(await within(itemOf('Acme Inc')).findByRole('alert')).toHaveTextContent(
      'This organization is full. The invitation stays open',
    )
    expect(within(itemOf('Acme Inc')).getByRole('button', { name: /Accept/ })).toBeInTheDocument()
  })

  it('asks to verify the e-mail address instead of failing, after one request under a plain QueryClient', async () => {
    const transport = await asFrank()
    transport.setEmailVerified(FRANK, false)
    // As an app creates it: TanStack's default would retry the refusal 3 times (about 7 s of spinner).
    const queryClient = new QueryClient()
    renderWithKit(<UserInvitations />, { transport, queryClient })
    expect(await screen.findByText(/^Verify your e-mail address to see your invitations: /)).toBeInTheDocument()
    expect(screen.getByText(/open the link sent to frank@example.com, then come back/)).toBeInTheDocument()
    // The refusal is final: one request, and no retry waiting (a read waiting for one is still fetching).
    expect(listings(transport)).toHaveLength(1)
    expect(queryClient.isFetching()).toBe(0)
  })

  it('shows an expired invitation without Accept, and an empty state', async () => {
    const seed = demoSeed()
    seed.invitations = [
      seedInvitation('acme', 'carol.b@example.com', 'alice@example.com', {
        createdAt: Date.now() - 5 * 864e5,
        expiresAt: Date.now() - 864e5,
      }),
    ]
    seed.users = [...(seed.users ?? []), { name: 'Carol B', email: 'carol.b@example.com' }]
    const transport = await prepareTransport({ seed, signedInAs: 'carol.b@example.com' })
    const { user } = renderWithKit(<UserInvitations />, { transport })
    const item = await screen.findByRole('listitem', { name: 'Acme Inc' })
    expect(within(item).getByText(/^Expired: /)).toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: /Accept/ })).toBeNull()
    await user.click(within(item).getByRole('button', { name: 'Decline: Acme Inc' }))
    expect(await screen.findByText('You have no invitations.')).toBeInTheDocument()
  })

  it('shows other errors with a retry, and the plugin being off', async () => {
    const transport = await asFrank()
    // A server error may pass: the kit asks again (after a backoff, run on fake timers) before showing it.
    failRead(transport, 'listUserInvitations', 'SERVER_ERROR')
    const { user, unmount } = await renderWithReadsRunOut(() => renderWithKit(<UserInvitations />, { transport }))
    expect(listings(transport)).toHaveLength(MAX_READ_ATTEMPTS)
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('listitem', { name: 'Globex' })).toBeInTheDocument()
    unmount()
    transport.setPluginConfig({ enabled: false })
    renderWithKit(<UserInvitations />, { transport })
    expect(await screen.findByText('Organizations are turned off for this project.')).toBeInTheDocument()
  })
})
