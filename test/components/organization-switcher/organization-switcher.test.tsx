import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OrganizationSwitcher } from '../../../src/components/organization-switcher/organization-switcher'
import { avatarColor } from '../../../src/components/ui/avatar'
import type { OrganizationSwitchEvent } from '../../../src/query/organization-switch-event'
import { DEMO_OWNER_EMAIL, demoSeed, seedMember, seedOrganization, seedUser } from '../../../src/testing'
import { demoSeedWithIds, IDS } from '../../support/demo-ids'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { failRead, renderWithReadsRunOut } from '../../support/retry-timers'
import { expectNoAxeViolations } from './expect-no-axe-violations'

const asAliceInAcme = () =>
  prepareTransport({ seed: demoSeedWithIds(), signedInAs: DEMO_OWNER_EMAIL, activeOrganization: 'acme' })
const trigger = () => screen.findByRole('button', { name: /switch organization/i })

/** Opens the switcher and waits for its popover, whose code is fetched the first time it opens. */
async function openPopover(user: ReturnType<typeof renderWithKit>['user'], button: HTMLElement) {
  await user.click(button)
  return screen.findByRole('dialog', { name: 'Switch organization' })
}

describe('OrganizationSwitcher', () => {
  it('shows the active organization and lists the user’s organizations with their roles', async () => {
    const { user, container } = renderWithKit(<OrganizationSwitcher />, { transport: await asAliceInAcme() })
    const button = await trigger()
    expect(button).toHaveAccessibleName('Acme Inc, switch organization')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await openPopover(user, button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', { name: 'Your organizations' })
    const acme = within(list).getByRole('option', { name: /Acme Inc/ })
    const globex = within(list).getByRole('option', { name: /Globex/ })
    expect(acme).toHaveAttribute('aria-selected', 'true')
    expect(globex).toHaveAttribute('aria-selected', 'false')
    await waitFor(() => expect(acme).toHaveTextContent('Owner'))
    await waitFor(() => expect(globex).toHaveTextContent('Member'))
    await expectNoAxeViolations(container)
  })

  it('draws its icons as hidden SVGs, gives each organization a colour from its id, and titles long names', async () => {
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport: await asAliceInAcme() })
    const button = await trigger()
    const chevron = button.querySelector('svg[data-slot="orgkit-organization-switcher-chevron"]')
    expect(chevron).toHaveAttribute('aria-hidden', 'true')
    // No text glyph left beside the name: the button reads as its name only.
    expect(button).toHaveTextContent(/^Acme Inc$/)
    expect(button.querySelector('[data-slot="orgkit-organization-switcher-trigger-name"]')).toHaveAttribute(
      'title',
      'Acme Inc',
    )
    const triggerAvatar = button.querySelector('[data-slot="orgkit-avatar"]')
    expect(triggerAvatar).toHaveAttribute('data-initials', 'AI')
    expect(triggerAvatar).toHaveAttribute('data-color', avatarColor(IDS.acme))
    await openPopover(user, button)
    const acme = screen.getByRole('option', { name: /Acme Inc/ })
    expect(acme.querySelector('svg[data-slot="orgkit-organization-switcher-check"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
    expect(acme.querySelector('[data-slot="orgkit-avatar"]')).toHaveAttribute('data-color', avatarColor(IDS.acme))
    expect(acme.querySelector('[data-slot="orgkit-organization-switcher-option-name"]')).toHaveAttribute(
      'title',
      'Acme Inc',
    )
    const globex = screen.getByRole('option', { name: /Globex/ })
    expect(globex.querySelector('svg[data-slot="orgkit-organization-switcher-check"]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Create organization' }).querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })

  it('reads roles and member counts with the list, in one request as it opens, and shows none with showRoles={false}', async () => {
    const transport = await asAliceInAcme()
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport })
    const button = await trigger()
    expect(transport.calls.map((c) => c.operation)).not.toContain('listOrganizationsWithRoles')
    transport.clearCalls()
    await user.click(button)
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /Globex/ })).toHaveTextContent(/Member · \d+ members?/),
    )
    expect(screen.getByRole('option', { name: /Acme Inc/ })).toHaveTextContent(/Owner · \d+ members/)
    expect(transport.calls.map((c) => c.operation)).toEqual(['listOrganizationsWithRoles'])

    const quiet = await asAliceInAcme()
    const second = renderWithKit(<OrganizationSwitcher showRoles={false} />, { transport: quiet })
    // The first switcher is still mounted: query inside the second one only.
    const quietSwitcher = within(second.container)
    await second.user.click(await quietSwitcher.findByRole('button', { name: /switch organization/i }))
    const globex = await quietSwitcher.findByRole('option', { name: /Globex/ })
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0))
    expect(globex).not.toHaveTextContent('Member')
    expect(quiet.calls.map((c) => c.operation)).not.toContain('getActiveMemberRole')
  })

  it('moves with the arrow keys, Home and End, switches on Enter, and gives the focus back', async () => {
    const transport = await asAliceInAcme()
    const onSwitched = vi.fn()
    const providerOnSwitched = vi.fn()
    const { user } = renderWithKit(<OrganizationSwitcher onSwitched={onSwitched} />, {
      transport,
      provider: { onSwitched: providerOnSwitched },
    })
    const button = await trigger()
    await openPopover(user, button)
    const list = screen.getByRole('listbox')
    expect(list).toHaveFocus()
    const highlighted = () => document.getElementById(list.getAttribute('aria-activedescendant') ?? '')
    expect(highlighted()).toHaveTextContent('Acme Inc')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toHaveTextContent('Globex')
    await user.keyboard('{Home}')
    expect(highlighted()).toHaveTextContent('Acme Inc')
    await user.keyboard('{End}')
    expect(highlighted()).toHaveTextContent('Globex')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(onSwitched).toHaveBeenCalledTimes(1))
    // The event of the provider's `onSwitched`, which ran first.
    const [event] = onSwitched.mock.calls[0] as [OrganizationSwitchEvent]
    expect(event).toMatchObject({ from: IDS.acme, to: IDS.globex, cause: 'setActive' })
    expect(event.organization).toMatchObject({ id: IDS.globex, name: 'Globex' })
    expect(event.organization?.members.length).toBeGreaterThan(0)
    expect(providerOnSwitched).toHaveBeenCalledTimes(1)
    expect(onSwitched.mock.calls[0]).toEqual(providerOnSwitched.mock.calls[0])
    expect(providerOnSwitched.mock.invocationCallOrder[0]).toBeLessThan(onSwitched.mock.invocationCallOrder[0] ?? 0)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(button).toHaveFocus()
    expect(button).toHaveAccessibleName('Globex, switch organization')
    expect(transport.calls.filter((c) => c.operation === 'setActive').map((c) => c.args)).toEqual([
      { organizationId: IDS.globex },
    ])
  })

  it('closes on Escape with the focus back on the trigger, without switching', async () => {
    const transport = await asAliceInAcme()
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport })
    const button = await trigger()
    await openPopover(user, button)
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(button).toHaveFocus()
    expect(transport.calls.some((c) => c.operation === 'setActive')).toBe(false)
  })

  it('closes on Escape from the trigger, where the focus is while the code of the popover loads', async () => {
    const transport = await asAliceInAcme()
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport })
    const button = await trigger()
    await openPopover(user, button)
    act(() => button.focus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: /organization/i })).toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('jumps by typeahead', async () => {
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport: await asAliceInAcme() })
    await openPopover(user, await trigger())
    const list = screen.getByRole('listbox')
    await user.keyboard('g')
    expect(document.getElementById(list.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent('Globex')
  })

  it('offers "No organization" with allowNone and unsets the active organization', async () => {
    const transport = await asAliceInAcme()
    const onSwitched = vi.fn()
    const { user } = renderWithKit(<OrganizationSwitcher allowNone onSwitched={onSwitched} />, { transport })
    await openPopover(user, await trigger())
    await user.click(screen.getByRole('option', { name: /No organization/ }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'No organization, switch organization' })).toBeInTheDocument(),
    )
    expect(transport.calls.find((c) => c.operation === 'setActive')?.args).toEqual({ organizationId: null })
    expect((await transport.getSession())?.activeOrganizationId).toBeNull()
    expect(onSwitched.mock.calls[0]?.[0]).toMatchObject({
      from: IDS.acme,
      to: null,
      organization: null,
      cause: 'setActive',
    })
  })

  it('shows progress while switching and the error in place when the switch fails', async () => {
    const transport = await asAliceInAcme()
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport })
    await openPopover(user, await trigger())
    transport.latency = 50
    transport.failNext('setActive', 'NETWORK_ERROR')
    await user.click(screen.getByRole('option', { name: /Globex/ }))
    expect(await screen.findByText('Switching to “Globex”…')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not switch/)
    // Rolled back: Acme is still the active one, and the list stays open to try again.
    expect(screen.getByRole('option', { name: /Acme Inc/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('button', { name: 'Acme Inc, switch organization' })).toBeInTheDocument()
  })

  it('filters a long list, navigating from the filter box', async () => {
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'Índigo']
    const seed = {
      users: [seedUser('Zoe')],
      organizations: names.map((n) => seedOrganization(n)),
      members: names.map((n) => seedMember(n.toLowerCase().replace('í', 'i'), 'zoe@example.com', 'admin')),
    }
    seed.organizations[8] = seedOrganization('Índigo', { slug: 'indigo' })
    const transport = await prepareTransport({
      seed,
      signedInAs: 'zoe@example.com',
      config: { organization_limit: 20 },
    })
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport, config: { organization_limit: 20 } })
    await openPopover(user, await screen.findByRole('button', { name: 'No organization, switch organization' }))
    const filter = screen.getByRole('combobox', { name: 'Filter organizations' })
    expect(filter).toHaveFocus()
    expect(screen.getAllByRole('option')).toHaveLength(9)
    await user.type(filter, 'indi')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Índigo')])
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Índigo, switch organization' })).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: /switch organization/ }))
    await user.type(screen.getByRole('combobox'), 'zzz')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByText('No organization matches “zzz”.')).toBeInTheDocument()
  })

  it('disables "Create organization" with its reason at the organization limit', async () => {
    const { user } = renderWithKit(<OrganizationSwitcher />, {
      transport: await asAliceInAcme(),
      config: { organization_limit: 2 },
    })
    await openPopover(user, await trigger())
    const create = screen.getByRole('button', { name: 'Create organization' })
    expect(create).toHaveAttribute('aria-disabled', 'true')
    expect(create).toHaveAccessibleDescription('You can be in at most 2 organizations. Leave one to create another.')
    await user.click(create)
    expect(screen.queryByRole('dialog', { name: 'Create organization' })).toBeNull()
  })

  it('opens the create dialog from the list', async () => {
    const { user } = renderWithKit(<OrganizationSwitcher />, { transport: await asAliceInAcme() })
    await openPopover(user, await trigger())
    await user.click(screen.getByRole('button', { name: 'Create organization' }))
    expect(screen.queryByRole('listbox')).toBeNull()
    // The dialog opens at once; its form's code, fetched from when the list opened, may take a moment.
    const dialog = screen.getByRole('dialog', { name: 'Create organization' })
    expect(await within(dialog).findByRole('textbox', { name: 'Name' })).toBeInTheDocument()
  })

  it('says when the user has no organization yet', async () => {
    const seed = { users: [seedUser('Newbie')] }
    const { user } = renderWithKit(<OrganizationSwitcher />, { seed, signedInAs: 'newbie@example.com' })
    await openPopover(user, await screen.findByRole('button', { name: 'No organization, switch organization' }))
    expect(screen.getByText('You have no organizations yet.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create organization' })).not.toHaveAttribute('aria-disabled')
    // Nothing to list: the popover holds the focus, so Escape still closes it.
    expect(screen.getByRole('dialog', { name: 'Switch organization' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'No organization, switch organization' })).toHaveFocus()
  })

  it('shows a load error with a retry that works', async () => {
    const transport = await asAliceInAcme()
    failRead(transport, 'list', 'SERVER_ERROR')
    const { user } = await renderWithReadsRunOut(() => renderWithKit(<OrganizationSwitcher />, { transport }))
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on the server.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await trigger()).toHaveAccessibleName('Acme Inc, switch organization')
  })

  it('says when organizations are turned off', async () => {
    const transport = await prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    transport.setPluginConfig({ enabled: false })
    const { container } = renderWithKit(<OrganizationSwitcher />, { transport })
    expect(await screen.findByText('Organizations are turned off for this project.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('shows a loading state, then nothing while signed out', async () => {
    const transport = await asAliceInAcme()
    transport.latency = 30
    renderWithKit(<OrganizationSwitcher />, { transport })
    expect(screen.getByRole('status')).toHaveTextContent('Loading organizations…')
    expect(await trigger()).toBeInTheDocument()
    const signedOut = renderWithKit(<OrganizationSwitcher className="mine" />, { seed: demoSeed() })
    await waitFor(() =>
      expect(signedOut.container.querySelector('[data-slot="orgkit-organization-switcher"]')).toBeNull(),
    )
  })

  it('is controllable and merges className last', async () => {
    const onOpenChange = vi.fn()
    const { user, container } = renderWithKit(
      <OrganizationSwitcher open onOpenChange={onOpenChange} className="app-switcher" />,
      {
        transport: await asAliceInAcme(),
      },
    )
    const button = await trigger()
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    expect(container.querySelector('[data-slot="orgkit-organization-switcher"]')).toHaveClass('app-switcher')
    expect(container.querySelector('[data-slot="orgkit-organization-switcher"]')).toHaveAttribute('data-state', 'open')
    await user.click(button)
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.getByRole('listbox')).toBeInTheDocument()
  })
})
