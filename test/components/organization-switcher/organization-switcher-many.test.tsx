import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OrganizationSwitcher } from '../../../src/components/organization-switcher/organization-switcher'
import { recentOrganizationsKey } from '../../../src/components/organization-switcher/recent-organizations'
import { createMemoryTransport, seedMember, seedOrganization, seedUser } from '../../../src/testing'
import type { MemoryTransport } from '../../../src/testing'
import { renderWithKit } from '../../support/render-with-kit'
import { expectNoAxeViolations } from './expect-no-axe-violations'

// A user in many organizations: Better Auth's stock list (cut at 100, no roles) against the kit's plugin's pages,
// roles read only for options in view on a stock server, recently used organizations first, the filter, and the
// shortcut.

const EMAIL = 'zoe@example.com'
const LIMITS = { organization_limit: 1000 }

/** `count` organizations "Org 001"… for Zoe (plus any `named` ones), the one with slug `active` active. */
async function zoeIn(
  count: number,
  options: { named?: string[]; active?: string; stock?: boolean; listLimit?: number } = {},
): Promise<MemoryTransport> {
  const names = [...Array.from({ length: count }, (_, index) => `Org ${String(index + 1).padStart(3, '0')}`)]
  const all = [...names, ...(options.named ?? [])]
  const organizations = all.map((name, index) => seedOrganization(name, { slug: `org-${index}` }))
  const transport = createMemoryTransport({
    seed: {
      users: [seedUser('Zoe')],
      organizations,
      members: organizations.map((organization) => seedMember(organization.slug, EMAIL, 'admin')),
    },
    signedInAs: EMAIL,
    pluginConfig: LIMITS,
    ...(options.stock ? { organizationPage: false, organizationListLimit: 100 } : {}),
    ...(options.listLimit ? { organizationListLimit: options.listLimit } : {}),
  })
  if (options.active) await transport.setActive({ organizationSlug: options.active })
  transport.clearCalls()
  return transport
}

/** Opens the switcher by its trigger and waits for its popover. */
async function open(user: ReturnType<typeof renderWithKit>['user']) {
  await user.click(await screen.findByRole('button', { name: /switch organization/ }))
  return screen.findByRole('dialog', { name: 'Switch organization' })
}

/** An IntersectionObserver whose elements come into view only when the test says so. */
class ControlledObserver {
  static observers: ControlledObserver[] = []
  readonly elements: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.observers.push(this)
  }
  observe(element: Element) {
    this.elements.push(element)
  }
  disconnect() {
    this.elements.length = 0
  }
  unobserve() {
    // Nothing to stop: the test decides what comes into view.
  }
  static show(element: Element) {
    for (const observer of ControlledObserver.observers.filter((candidate) => candidate.elements.includes(element))) {
      const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry
      observer.callback([entry], observer as unknown as IntersectionObserver)
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  ControlledObserver.observers = []
  localStorage.clear()
})

describe('OrganizationSwitcher with many organizations', () => {
  it('on a stock server that answers exactly its cap of 100, says more may exist', async () => {
    const transport = await zoeIn(120, { stock: true })
    const { user, container } = renderWithKit(<OrganizationSwitcher showRoles={false} />, { transport, config: LIMITS })
    const popover = await open(user)
    expect(within(popover).getAllByRole('option')).toHaveLength(100)
    // Said once the kit's page turned out to be missing (its one request as the list opened).
    expect(
      await within(popover).findByText(
        'Only your first 100 organizations are listed: the server lists no more. Ask your administrator if one is missing.',
      ),
    ).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('names the active organization on its trigger when the stock list stops before it', async () => {
    const transport = await zoeIn(120, { stock: true, active: 'org-110' })
    renderWithKit(<OrganizationSwitcher />, { transport, config: LIMITS })
    expect(await screen.findByRole('button', { name: 'Org 111, switch organization' })).toBeInTheDocument()
    expect(transport.calls.filter((call) => call.operation === 'getFullOrganization')).toHaveLength(1)
  })

  it('names an organization chosen from the plugin’s pages past the stock list’s cap on its trigger', async () => {
    const transport = await zoeIn(120, { listLimit: 100 })
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport, config: LIMITS })
    const popover = await open(user)
    await user.type(within(popover).getByRole('combobox', { name: 'Filter organizations' }), 'Org 115')
    await user.click(await within(popover).findByRole('option', { name: /Org 115/ }))
    expect(await screen.findByRole('button', { name: 'Org 115, switch organization' })).toBeInTheDocument()
  })

  it('lists the active organization among the recent ones before the plugin page holding it is read', async () => {
    // Nothing comes into view here: the second page is never asked for.
    vi.stubGlobal('IntersectionObserver', ControlledObserver)
    const transport = await zoeIn(120, { active: 'org-110' })
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport, config: LIMITS })
    const popover = await open(user)
    // The plugin's first page is in (roles shown): Org 001 to Org 100, by name.
    await waitFor(() => expect(within(popover).getAllByRole('option').at(-1)).toHaveTextContent('Admin · 1 member'))
    const recent = within(popover).getByRole('group', { name: 'Recent' })
    expect(within(recent).getByRole('option', { name: /Org 111/ })).toHaveAttribute('aria-selected', 'true')
    expect(transport.calls.filter((call) => call.operation === 'listOrganizationsWithRoles')).toHaveLength(1)
  })

  it('on a stock server with fewer than its cap, says nothing of one', async () => {
    const transport = await zoeIn(99, { stock: true })
    const { user, queryClient } = renderWithKit(<OrganizationSwitcher showRoles={false} />, {
      transport,
      config: LIMITS,
    })
    const popover = await open(user)
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(transport.calls.map((call) => call.operation)).toContain('listOrganizationsWithRoles')
    expect(within(popover).getAllByRole('option')).toHaveLength(99)
    expect(popover).not.toHaveTextContent(/Only your first/)
  })

  it('on a stock server whose cap the app raised, says so at serverListLimit only', async () => {
    const raised = createMemoryTransport({
      seed: {
        users: [seedUser('Zoe')],
        organizations: Array.from({ length: 160 }, (_, index) =>
          seedOrganization(`Org ${index}`, { slug: `o-${index}` }),
        ),
        members: Array.from({ length: 160 }, (_, index) => seedMember(`o-${index}`, EMAIL)),
      },
      signedInAs: EMAIL,
      pluginConfig: LIMITS,
      organizationPage: false,
      organizationListLimit: 150,
    })
    const { user } = renderWithKit(<OrganizationSwitcher showRoles={false} serverListLimit={150} />, {
      transport: raised,
      config: LIMITS,
    })
    const popover = await open(user)
    expect(await within(popover).findByText(/^Only your first 150 organizations are listed/)).toBeInTheDocument()
  })

  it('on a stock server, reads a role only for the options in view, at most 4 at once', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver)
    const transport = await zoeIn(30, { stock: true })
    transport.latency = 20
    const read = transport.getActiveMemberRole.bind(transport)
    let running = 0
    let most = 0
    transport.getActiveMemberRole = async (...args) => {
      running += 1
      most = Math.max(most, running)
      try {
        return await read(...args)
      } finally {
        running -= 1
      }
    }
    const { user, queryClient } = renderWithKit(<OrganizationSwitcher />, { transport, config: LIMITS })
    const popover = await open(user)
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    const roleReads = () => transport.calls.filter((call) => call.operation === 'getActiveMemberRole')
    expect(roleReads()).toHaveLength(0)
    const options = within(popover).getAllByRole('option')
    const inView = options.slice(0, 10)
    act(() => {
      for (const option of inView) {
        const role = option.querySelector('[data-slot="orgkit-organization-switcher-role"]')
        if (role) ControlledObserver.show(role)
      }
    })
    await waitFor(() => {
      for (const option of inView) expect(option).toHaveTextContent('Admin')
    })
    expect(roleReads()).toHaveLength(10)
    expect(most).toBe(4)
    expect(options[20]).not.toHaveTextContent('Admin')
  })

  it('with the kit’s plugin, asks one page as it opens and reaches all 300 through the filter, accents aside', async () => {
    const transport = await zoeIn(299, { named: ['Zürich Labs'] })
    const { user, queryClient } = renderWithKit(<OrganizationSwitcher />, { transport, config: LIMITS })
    await screen.findByRole('button', { name: /switch organization/ })
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    transport.clearCalls()
    const popover = await open(user)
    await waitFor(() => expect(within(popover).getAllByRole('option')[0]).toHaveTextContent('Admin · 1 member'))
    expect(transport.calls.map((call) => call.operation)).toEqual(['listOrganizationsWithRoles'])
    expect(within(popover).getAllByRole('option')).toHaveLength(100)
    await user.type(screen.getByRole('combobox', { name: 'Filter organizations' }), 'ZURICH')
    await waitFor(() =>
      expect(
        within(popover)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([expect.stringContaining('Zürich Labs')]),
    )
    expect(transport.calls.map((call) => call.operation)).toEqual([
      'listOrganizationsWithRoles',
      'listOrganizationsWithRoles',
      'listOrganizationsWithRoles',
    ])
    await user.clear(screen.getByRole('combobox'))
    expect(within(popover).getAllByRole('option')).toHaveLength(300)
    await user.type(screen.getByRole('combobox'), 'org-29')
    expect(
      within(popover)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      // Slugs org-290 to org-298 are "Org 291" to "Org 299"; org-299 is Zürich Labs'.
      ['Org 030', ...Array.from({ length: 9 }, (_, index) => `Org ${291 + index}`), 'Zürich Labs'].map(
        (name): unknown => expect.stringContaining(name),
      ),
    )
  })

  it('lists the recently used organizations first, in their own group, the active one first', async () => {
    const transport = await zoeIn(10, { active: 'org-7' })
    const zoe = (await transport.getSession())?.user.id ?? ''
    const golf = (await transport.list()).find((organization) => organization.slug === 'org-2')?.id
    localStorage.setItem(recentOrganizationsKey(zoe), JSON.stringify([golf, 'an-organization-no-longer-mine']))
    const { user, container } = renderWithKit(<OrganizationSwitcher />, { transport, config: LIMITS })
    const popover = await open(user)
    const recent = within(popover).getByRole('group', { name: 'Recent' })
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Org 008'), expect.stringContaining('Org 003')])
    const others = within(popover).getByRole('group', { name: 'All organizations' })
    expect(within(others).getAllByRole('option')).toHaveLength(8)
    // The keys run through both groups in one order: the active one is highlighted, the one before it next.
    const highlighted = () =>
      document.getElementById(screen.getByRole('combobox').getAttribute('aria-activedescendant') ?? '')
    expect(highlighted()).toHaveTextContent('Org 008')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toHaveTextContent('Org 003')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toHaveTextContent('Org 001')
    // Stored with the active one first; the list being all of Zoe's, the organization no longer hers is forgotten.
    expect(JSON.parse(localStorage.getItem(recentOrganizationsKey(zoe)) ?? '[]')).toEqual([expect.any(String), golf])
    await expectNoAxeViolations(container)
  })
})
