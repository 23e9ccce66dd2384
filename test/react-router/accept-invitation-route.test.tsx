import { screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { acceptInvitationRoute, AcceptInvitationRoute, safeRedirectPath } from '../../src/react-router'
import type { AcceptRedirect } from '../../src/react-router'
import { demoSeedWithIds, IDS } from '../support/demo-ids'
import { createTestQueryClient, prepareTransport, renderWithKit } from '../support/render-with-kit'

const FRANK_ACME = IDS.invitation.frankAcme
const operations = (transport: { calls: readonly { operation: string }[] }) => transport.calls.map((c) => c.operation)

async function mount(
  url: string,
  email: string | undefined,
  options: Partial<Parameters<typeof acceptInvitationRoute>[0]> = {},
) {
  const transport = await prepareTransport({ seed: demoSeedWithIds(), ...(email ? { signedInAs: email } : {}) })
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(
    [
      acceptInvitationRoute({ queryClient, transport, ...options }),
      { path: '/', element: <p>Home page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/settings', element: <p>Settings page</p> },
    ],
    { initialEntries: [url] },
  )
  const view = renderWithKit(<RouterProvider router={router} />, { transport, queryClient })
  return { ...view, router, transport }
}

describe('safeRedirectPath, paths that resolve to another host', () => {
  it.each(['/.//evil.example', '/./\\evil.example', '/a/..//evil.example', `${window.location.origin}//evil.example`])(
    'refuses %s',
    (input) => {
      expect(safeRedirectPath(input)).toBe('/')
    },
  )
})

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/settings?tab=members#invites', '/settings?tab=members#invites'],
    [`${window.location.origin}/dashboard?x=1`, '/dashboard?x=1'],
    ['//evil.com', '/'],
    ['//evil.com/path', '/'],
    ['/\\evil.com', '/'],
    ['https://evil.com', '/'],
    ['https://evil.com/dashboard', '/'],
    ['javascript:alert(1)', '/'],
    ['JavaScript:alert(1)', '/'],
    ['data:text/html,<script>alert(1)</script>', '/'],
    ['dashboard', '/'],
    ['/\tjavascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.com', '/home')).toBe('/home')
  })
})

describe('acceptInvitationRoute', () => {
  it('prefetches the session, the preview and the invitation in the loader, so the page renders without loading again', async () => {
    const { transport } = await mount(`/auth/accept-invitation?invitationId=${FRANK_ACME}`, 'frank@example.com')
    expect(await screen.findByRole('heading', { name: 'Join Acme Inc' })).toBeInTheDocument()
    expect(operations(transport).toSorted()).toEqual(['getInvitation', 'getInvitationPreview', 'getSession'])
  })

  it('signed out, prefetches the preview and hands the link’s address to sign-up', async () => {
    const url = `/auth/accept-invitation?invitationId=${FRANK_ACME}&email=frank%40example.com`
    const { transport } = await mount(url, undefined, { signUpUrl: '/sign-up?redirectTo=:returnTo&email=:email' })
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/sign-up?redirectTo=${encodeURIComponent(url)}&email=frank%40example.com`,
    )
    expect(screen.getByRole('heading', { name: 'Join Acme Inc' })).toBeInTheDocument()
    expect(operations(transport).toSorted()).toEqual(['getInvitationPreview', 'getSession'])
  })

  it('makes no request for a malformed id and shows the invalid-link state', async () => {
    const { transport } = await mount('/auth/accept-invitation?invitationId=%2F..%2Fadmin', 'frank@example.com')
    expect(await screen.findByRole('heading', { name: 'This invitation link is not valid' })).toBeInTheDocument()
    expect(operations(transport)).toEqual([])
  })

  it('leaves expected refusals to the page (someone else signed in)', async () => {
    await mount(`/auth/accept-invitation?invitationId=${FRANK_ACME}`, 'carol@example.com')
    expect(await screen.findByRole('heading', { name: 'This invitation is for someone else' })).toBeInTheDocument()
  })

  it('links signed-out invitees to sign in with the route as return path', async () => {
    const url = `/auth/accept-invitation?invitationId=${FRANK_ACME}`
    await mount(url, undefined, { signInUrl: (back) => `/login?next=${encodeURIComponent(back)}` })
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(url)}`,
    )
  })

  it('navigates to redirectTo after accepting', async () => {
    const { user, router } = await mount(`/auth/accept-invitation?invitationId=${FRANK_ACME}`, 'frank@example.com', {
      redirectTo: '/dashboard',
    })
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('follows a same-origin redirectTo from the query string', async () => {
    const url = `/auth/accept-invitation?invitationId=${FRANK_ACME}&redirectTo=${encodeURIComponent('/settings?tab=members')}`
    const { user, router } = await mount(url, 'frank@example.com', { redirectTo: '/dashboard' })
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByText('Settings page')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=members')
  })

  it.each(['//evil.com', 'https://evil.com', 'javascript:alert(1)'])(
    'ignores the off-site redirectTo %s and goes to the default',
    async (target) => {
      const url = `/auth/accept-invitation?invitationId=${FRANK_ACME}&redirectTo=${encodeURIComponent(target)}`
      const { user, router } = await mount(url, 'frank@example.com', { redirectTo: '/dashboard' })
      await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/dashboard')
    },
  )

  it('refuses an unsafe redirect computed by the app, going home instead', async () => {
    const redirectTo = vi.fn<Extract<AcceptRedirect, (...args: never[]) => string>>(() => 'https://evil.com/phish')
    const { user } = await mount(`/auth/accept-invitation?invitationId=${FRANK_ACME}`, 'frank@example.com', {
      redirectTo,
    })
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(redirectTo).toHaveBeenCalledOnce()
    const [result, invitation] = redirectTo.mock.calls[0] ?? []
    expect(result?.member.organizationId).toBe(IDS.acme)
    expect(invitation?.id).toBe(FRANK_ACME)
  })

  it('mounts on a custom path, and the route component works mounted by hand', async () => {
    const first = await mount(`/join?invitationId=${FRANK_ACME}`, 'frank@example.com', { path: '/join' })
    expect(await screen.findByRole('heading', { name: 'Join Acme Inc' })).toBeInTheDocument()
    first.unmount()

    const transport = await prepareTransport({ seed: demoSeedWithIds(), signedInAs: 'frank@example.com' })
    const router = createMemoryRouter(
      [
        { path: '/invite', element: <AcceptInvitationRoute redirectTo="/dashboard" /> },
        { path: '/dashboard', element: <p>Welcome aboard</p> },
      ],
      { initialEntries: [`/invite?invitationId=${FRANK_ACME}`] },
    )
    const { user } = renderWithKit(<RouterProvider router={router} />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    await waitFor(() => expect(screen.getByText('Welcome aboard')).toBeInTheDocument())
  })
})
