import { screen, waitFor, within } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { AcceptInvitation } from '../../../src/components/accept-invitation/accept-invitation'
import type { AcceptInvitationProps } from '../../../src/components/accept-invitation/accept-invitation'
import { messagesDe } from '../../../src/messages/messages-de'
import { MAX_READ_ATTEMPTS } from '../../../src/query/retry-policy'
import { createMemoryTransport, demoSeed } from '../../../src/testing'
import type { MemoryTransport } from '../../../src/testing'
import { demoSeedWithIds, IDS } from '../../support/demo-ids'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { failRead, renderWithReadsRunOut } from '../../support/retry-timers'
import { axeViolations } from '../member-table/axe'

const FRANK_ACME = IDS.invitation.frankAcme
const as = (email?: string, config?: { membership_limit: number }) =>
  prepareTransport({ seed: demoSeedWithIds(), ...(email ? { signedInAs: email } : {}), config })
const heading = () => screen.getByRole('heading', { level: 2 })
const callsOf = (transport: MemoryTransport, operation: string) =>
  transport.calls.filter((call) => call.operation === operation)
/** Whether nothing is read or written any more (a read waiting to be retried is still fetching). */
const idle = (queryClient: QueryClient) => queryClient.isFetching() + queryClient.isMutating() === 0

describe('AcceptInvitation', () => {
  it.each([null, '', '../admin', 'a b', 'x'.repeat(200)])(
    'refuses the malformed id %j before any request',
    async (id) => {
      const transport = createMemoryTransport({ seed: demoSeed(), signedInAs: 'frank@example.com' })
      const { queryClient } = renderWithKit(<AcceptInvitation invitationId={id} />, { transport })
      expect(screen.getByRole('heading', { name: 'This invitation link is not valid' })).toBeInTheDocument()
      // Reads start as the page mounts (inside render); a page that read anything would have a query in the
      // cache and its call in the log once the kit is idle.
      await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0))
      expect(queryClient.getQueryCache().getAll()).toEqual([])
      expect(transport.calls).toEqual([])
    },
  )

  it('shows a signed-out invitee the preview, then sign-up and sign-in links that come back here with the address', async () => {
    const transport = await as()
    const back = `/invite?invitationId=${FRANK_ACME}&email=frank%40example.com`
    const { container } = renderWithKit(
      <AcceptInvitation
        invitationId={FRANK_ACME}
        email="frank@example.com"
        returnTo={back}
        signUpUrl={(path, { email }) => `/join?next=${encodeURIComponent(path)}&email=${email ?? ''}`}
        signInUrl="/login?next=:returnTo&email=:email"
      />,
      { transport },
    )
    expect(await screen.findByRole('heading', { name: 'Join Acme Inc' })).toBeInTheDocument()
    expect(screen.getByText('Alice invited you to join Acme Inc as Member.')).toBeInTheDocument()
    // The seed's invitation expires a day after it is made.
    expect(screen.getByText('Expires tomorrow')).toBeInTheDocument()
    expect(screen.getByText('Use the invited address; you will come back here.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/join?next=${encodeURIComponent(back)}&email=frank@example.com`,
    )
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(back)}&email=frank%40example.com`,
    )
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull()
    expect(screen.queryByText(/frank@example\.com/)).toBeNull()
    expect(await axeViolations(container)).toEqual([])
    expect(transport.calls.map((c) => c.operation).toSorted()).toEqual(['getInvitationPreview', 'getSession'])
  })

  it('without a preview endpoint (Neon Auth), asks to sign in as before, without reading the invitation', async () => {
    const transport = createMemoryTransport({ seed: demoSeedWithIds(), invitationPreview: false })
    renderWithKit(
      <AcceptInvitation
        invitationId={FRANK_ACME}
        returnTo={`/invite?invitationId=${FRANK_ACME}`}
        signUpUrl={(back) => `/join?next=${encodeURIComponent(back)}`}
      />,
      { transport },
    )
    expect(await screen.findByRole('heading', { name: 'Sign in to answer this invitation' })).toBeInTheDocument()
    expect(screen.getByText('Use the invited address; you will come back here.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/sign-in?redirectTo=${encodeURIComponent(`/invite?invitationId=${FRANK_ACME}`)}`,
    )
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/join?next=${encodeURIComponent(`/invite?invitationId=${FRANK_ACME}`)}`,
    )
    expect(transport.calls.map((c) => c.operation).toSorted()).toEqual(['getInvitationPreview', 'getSession'])
  })

  it.each([
    ['an unknown id', 'inv_nope'],
    ['an expired invitation', IDS.invitation.graceAcmeExpired],
  ])('signed out, says plainly that %s is not available, alike for both, with no way on', async (_case, id) => {
    const transport = await as()
    renderWithKit(<AcceptInvitation invitationId={id} signUpUrl="/join" />, { transport })
    expect(await screen.findByRole('heading', { name: 'This invitation is no longer available' })).toBeInTheDocument()
    expect(screen.getByText('Ask the person who invited you for a new one.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it.each([
    ['canceled', 'cancelInvitation', 'This invitation was canceled'],
    ['declined', 'rejectInvitation', 'This invitation was already answered'],
  ] as const)('signed out, says when an unexpired invitation was %s', async (_case, write, title) => {
    const transport = await as(write === 'cancelInvitation' ? 'alice@example.com' : 'frank@example.com')
    await transport[write]({ invitationId: FRANK_ACME })
    transport.signOut()
    renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} />, { transport })
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('signed out, falls back to the page without a preview when the preview cannot be read', async () => {
    const transport = await as()
    failRead(transport, 'getInvitationPreview', 'RATE_LIMITED')
    await renderWithReadsRunOut(() => renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} />, { transport }))
    expect(screen.getByRole('heading', { name: 'Sign in to answer this invitation' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('speaks the provider’s language, and takes an app’s word for a single key', async () => {
    const transport = await as()
    const messages = { ...messagesDe, 'acceptInvitation.signUpLink': 'Registrieren' }
    renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} signUpUrl="/sign-up" />, {
      transport,
      provider: { messages, locale: 'de' },
    })
    expect(await screen.findByRole('heading', { name: 'Acme Inc beitreten' })).toBeInTheDocument()
    expect(screen.getByText('Alice hat dich eingeladen, Acme Inc als Mitglied beizutreten.')).toBeInTheDocument()
    // The relative time in the provider's locale.
    expect(screen.getByText('Läuft morgen ab')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/sign-up')
  })

  it('defaults the return path to the current location and takes a sign-in function', async () => {
    const transport = await as()
    window.history.pushState({}, '', `/auth/accept-invitation?invitationId=${FRANK_ACME}`)
    renderWithKit(
      <AcceptInvitation
        invitationId={FRANK_ACME}
        signInUrl={(back) => `https://auth.example.com/login?to=${encodeURIComponent(back)}`}
      />,
      { transport },
    )
    const link = await screen.findByRole('link', { name: 'Sign in' })
    expect(link).toHaveAttribute(
      'href',
      `https://auth.example.com/login?to=${encodeURIComponent(`/auth/accept-invitation?invitationId=${FRANK_ACME}`)}`,
    )
    window.history.pushState({}, '', '/')
  })

  it('shows the invitation, accepts it with the keyboard, makes the organization active and calls onAccepted; axe clean', async () => {
    const transport = await as('frank@example.com')
    const onAccepted = vi.fn<NonNullable<AcceptInvitationProps['onAccepted']>>()
    const { user, container, queryClient } = renderWithKit(
      <AcceptInvitation invitationId={FRANK_ACME} onAccepted={onAccepted} />,
      { transport },
    )
    expect(await screen.findByRole('heading', { name: 'Join Acme Inc' })).toBeInTheDocument()
    expect(screen.getByText('Alice invited you to join Acme Inc as Member.')).toBeInTheDocument()
    expect(screen.getByText('Expires tomorrow')).toBeInTheDocument()
    expect(screen.getByText('Invited by alice@example.com')).toBeInTheDocument()
    expect(await axeViolations(container)).toEqual([])
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome to Acme Inc' })).toHaveFocus())
    expect(screen.getByText('You joined as Member. It is now your active organization.')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toHaveTextContent(
      'You joined Acme Inc.',
    )
    expect(onAccepted).toHaveBeenCalledOnce()
    const [result, invitation] = onAccepted.mock.calls[0] ?? []
    expect(result?.member.organizationId).toBe(IDS.acme)
    expect(invitation?.id).toBe(FRANK_ACME)
    expect((await transport.getSession())?.activeOrganizationId).toBe(IDS.acme)
    // Accepted, the invitation is consumed: the page keeps showing it without reading it again (a 400).
    await waitFor(() => expect(idle(queryClient)).toBe(true))
    expect(callsOf(transport, 'getInvitation')).toHaveLength(1)
    expect(heading()).toHaveTextContent('Welcome to Acme Inc')
  })

  it('declines and calls onRejected', async () => {
    const transport = await as('frank@example.com')
    const onRejected = vi.fn()
    const { user, queryClient } = renderWithKit(
      <AcceptInvitation invitationId={FRANK_ACME} onRejected={onRejected} />,
      { transport },
    )
    await user.click(await screen.findByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Invitation declined' })).toHaveFocus())
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toHaveTextContent(
      'Invitation to Acme Inc declined.',
    )
    expect(onRejected).toHaveBeenCalledWith(expect.objectContaining({ id: FRANK_ACME }))
    await waitFor(() => expect(idle(queryClient)).toBe(true))
    expect(callsOf(transport, 'getInvitation')).toHaveLength(1)
    expect(heading()).toHaveTextContent('Invitation declined')
  })

  it('goes to the plain-value URL after accepting, with the organization’s id', async () => {
    const transport = await as('frank@example.com')
    const navigate = vi.fn<(url: string) => void>()
    const { user } = renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} afterAcceptUrl="/orgs/:id/members" />, {
      transport,
      provider: { navigate },
    })
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    await screen.findByRole('heading', { name: 'Welcome to Acme Inc' })
    expect(navigate.mock.calls).toEqual([[`/orgs/${IDS.acme}/members`]])
  })

  it('goes to the plain-value URL after declining', async () => {
    const transport = await as('frank@example.com')
    const navigate = vi.fn<(url: string) => void>()
    const { user } = renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} afterRejectUrl="/" />, {
      transport,
      provider: { navigate },
    })
    await user.click(await screen.findByRole('button', { name: 'Decline' }))
    await screen.findByRole('heading', { name: 'Invitation declined' })
    expect(navigate.mock.calls).toEqual([['/']])
  })

  it('links to the app’s sign-out page, given as a plain value, when the invitation is for someone else', async () => {
    const transport = await as('carol@example.com')
    renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} signOutUrl="/auth/sign-out" />, { transport })
    expect(await screen.findByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/auth/sign-out')
  })

  it('tells someone signed in with another address who they are, and offers to sign out', async () => {
    const transport = await as('carol@example.com')
    const onSignOut = vi.fn(() => transport.signOut())
    const { user } = renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} onSignOut={onSignOut} />, { transport })
    expect(await screen.findByRole('heading', { name: 'This invitation is for someone else' })).toBeInTheDocument()
    expect(screen.getByText(/You are signed in as carol@example.com/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(onSignOut).toHaveBeenCalled()
    // Signed out, the preview: the invitation, then sign in with the invited address.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Join Acme Inc' })).toHaveFocus())
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('offers a sign-in link instead when there is no onSignOut', async () => {
    const transport = await as('carol@example.com')
    renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} />, { transport })
    await screen.findByRole('heading', { name: 'This invitation is for someone else' })
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('asks to verify the e-mail address (read or accept refused for it)', async () => {
    const transport = await as('frank@example.com')
    transport.failNext('getInvitation', 'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION', {
      status: 403,
    })
    const first = renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} />, { transport })
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address first' })).toBeInTheDocument()
    expect(screen.getByText(/the e-mail sent to frank@example.com/)).toBeInTheDocument()
    first.unmount()
    transport.failNext('acceptInvitation', 'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION', {
      status: 403,
    })
    const { user } = renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address first' })).toBeInTheDocument()
  })

  it.each([
    ['an unknown id', 'inv_nope'],
    ['an expired invitation', IDS.invitation.graceAcmeExpired],
    ['an accepted invitation', IDS.invitation.carolAcmeAccepted],
    ['a canceled invitation', IDS.invitation.heidiAcmeCanceled],
  ])('says %s is no longer available after one request, under a plain QueryClient', async (_case, id) => {
    const transport = await as('frank@example.com')
    // As an app creates it: TanStack's default would retry the refusal 3 times (about 7 s of spinner).
    const queryClient = new QueryClient()
    renderWithKit(<AcceptInvitation invitationId={id} />, { transport, queryClient })
    expect(await screen.findByRole('heading', { name: 'This invitation is no longer available' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull()
    // The refusal is final: one request, and no retry waiting (a read waiting for one is still fetching).
    expect(callsOf(transport, 'getInvitation')).toHaveLength(1)
    expect(idle(queryClient)).toBe(true)
  })

  it('keeps the invitation open when the organization is full, and accepts on retry once a seat is free', async () => {
    const transport = await as('frank@example.com', { membership_limit: 4 })
    const { user } = renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} />, {
      transport,
      config: { membership_limit: 4 },
    })
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByRole('heading', { name: 'This organization is full' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Acme Inc has reached its limit of 4 members. Your invitation stays open: try again once someone leaves.',
      ),
    ).toBeInTheDocument()
    transport.setPluginConfig({ membership_limit: 5 })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Welcome to Acme Inc' })).toBeInTheDocument()
  })

  it('says when the user is already a member, and when the plugin is off', async () => {
    const transport = await as('frank@example.com')
    transport.failNext('acceptInvitation', 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION')
    const first = renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} />, { transport })
    await first.user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByRole('heading', { name: 'You are already a member' })).toBeInTheDocument()
    first.unmount()
    transport.setPluginConfig({ enabled: false })
    renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} />, { transport })
    expect(await screen.findByRole('heading', { name: 'Organizations are turned off' })).toBeInTheDocument()
  })

  it('shows other errors with a retry, and an accept error without leaving the invitation', async () => {
    const transport = await as('frank@example.com')
    // A server error may pass: the kit asks again (after a backoff, run on fake timers) before showing it.
    failRead(transport, 'getInvitation', 'SERVER_ERROR')
    const { user } = await renderWithReadsRunOut(() =>
      renderWithKit(<AcceptInvitation invitationId={FRANK_ACME} />, { transport }),
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(callsOf(transport, 'getInvitation')).toHaveLength(MAX_READ_ATTEMPTS)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Join Acme Inc' })).toBeInTheDocument()
    // A write is never retried: the accept that got no answer is reported at once, asked once.
    transport.failNext('acceptInvitation', 'NETWORK_ERROR')
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached')
    expect(callsOf(transport, 'acceptInvitation')).toHaveLength(1)
    expect(heading()).toHaveTextContent('Join Acme Inc')
    await user.click(
      within(screen.getByRole('region', { name: 'Join Acme Inc' })).getByRole('button', { name: 'Accept invitation' }),
    )
    await waitFor(() => expect(heading()).toHaveTextContent('Welcome to Acme Inc'))
  })
})
