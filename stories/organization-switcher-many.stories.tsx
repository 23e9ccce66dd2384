import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OrganizationSwitcher } from '../src/components/organization-switcher/organization-switcher'
import { seedMember, seedOrganization, seedUser } from '../src/testing'
import type { KitParameters } from '../test/support/kit-harness'
import { manyOrganizationsKit } from './support/story-kits'

// The switcher for people in many organizations (issues 24 and 25): hundreds of them with the kit's plugin,
// Better Auth's stock list cut at 100, recently used ones first, and the ⌘K / Ctrl+K shortcut.

const meta = {
  title: 'Components/OrganizationSwitcher/Many organizations',
  component: OrganizationSwitcher,
  args: { onSwitched: fn(), onOpenChange: fn() },
} satisfies Meta<typeof OrganizationSwitcher>

export default meta
type Story = StoryObj<typeof meta>

/** Zoe in `count` organizations ("Client 001"…, plus "Zürich Labs" last), active in the first. */
function zoeInMany(count: number, server: Pick<KitParameters, 'organizationPage' | 'organizationListLimit'> = {}) {
  const names = [...Array.from({ length: count - 1 }, (_, index) => `Client ${String(index + 1).padStart(3, '0')}`)]
  names.push('Zürich Labs')
  const organizations = names.map((name, index) => seedOrganization(name, { slug: `client-${index}` }))
  return {
    seed: {
      users: [seedUser('Zoe')],
      organizations,
      members: organizations.map((organization, index) =>
        seedMember(organization.slug, 'zoe@example.com', index % 4 === 0 ? 'owner' : 'admin'),
      ),
    },
    signedInAs: 'zoe@example.com',
    activeOrganization: 'client-0',
    config: { organization_limit: 1000 },
    ...server,
  } satisfies KitParameters
}

const openList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: /switch organization/i }))
  return canvas.findByRole('dialog', { name: 'Switch organization' })
}

/**
 * 300 organizations with the kit's plugin: opening reads one page of 100, each with the user's role and member
 * count; the filter reads the others and finds "Zürich Labs" from "zurich".
 */
export const ThreeHundredOrganizations: Story = {
  parameters: { kit: zoeInMany(300) },
  play: async ({ canvasElement }) => {
    const popover = await openList(canvasElement)
    await waitFor(() => expect(within(popover).getAllByRole('option')[0]).toHaveTextContent('Owner · 1 member'))
    await expect(within(popover).getAllByRole('option')).toHaveLength(100)
    await userEvent.type(within(popover).getByRole('combobox', { name: 'Filter organizations' }), 'zurich')
    await waitFor(() =>
      expect(
        within(popover)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([expect.stringContaining('Zürich Labs')]),
    )
  },
}

/**
 * A server without the kit's plugin (Neon Auth) whose list stops at Better Auth's cap of 100: the popover says
 * more may exist. Roles are read only for the options in view, a few at a time.
 */
export const StockListAtItsCap: Story = {
  parameters: { kit: zoeInMany(120, { organizationPage: false, organizationListLimit: 100 }) },
  play: async ({ canvasElement }) => {
    const popover = await openList(canvasElement)
    await expect(
      await within(popover).findByText(
        'Only your first 100 organizations are listed: the server lists no more. Ask your administrator if one is missing.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(within(popover).getAllByRole('option')[0]).toHaveTextContent('Owner'))
  },
}

/** Recently used organizations first, in their own group: Initech, chosen from the filter, then Hooli (active before). */
export const RecentOrganizationsFirst: Story = {
  parameters: { kit: manyOrganizationsKit },
  // Recent organizations are kept in this browser: start from none.
  beforeEach: () => {
    localStorage.clear()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openList(canvasElement)
    await userEvent.keyboard('initech{Enter}')
    const trigger = await canvas.findByRole('button', { name: 'Initech, switch organization' })
    await userEvent.click(trigger)
    const recent = await canvas.findByRole('group', { name: 'Recent' })
    await expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Initech'), expect.stringContaining('Hooli')])
    await expect(canvas.getByRole('group', { name: 'All organizations' })).toBeInTheDocument()
  },
}

/** ⌘K or Ctrl+K opens it from anywhere on the page, the filter focused. */
export const OpenedWithShortcut: Story = {
  parameters: { kit: manyOrganizationsKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: /switch organization/i })
    await userEvent.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Filter organizations' })).toHaveFocus())
  },
}
