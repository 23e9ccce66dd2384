import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OrganizationSwitcher } from '../src/components/organization-switcher/organization-switcher'
import { MAX_READ_ATTEMPTS } from '../src/query/retry-policy'
import { seedMember, seedOrganization, seedUser } from '../src/testing'
import type { KitParameters } from '../test/support/kit-harness'
import {
  adminKit,
  AFTER_READ_RETRIES,
  FOREVER_MS,
  manyOrganizationsKit,
  memberKit,
  newcomerKit,
  ownerKit,
} from './support/story-kits'

const meta = {
  title: 'Components/OrganizationSwitcher',
  component: OrganizationSwitcher,
  args: { onSwitched: fn(), onCreated: fn(), onOpenChange: fn() },
} satisfies Meta<typeof OrganizationSwitcher>

export default meta
type Story = StoryObj<typeof meta>

const openList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: /switch organization/i }))
  return canvas.findByRole('dialog', { name: 'Switch organization' })
}

/** Closed: the active organization as the trigger. */
export const Closed: Story = { parameters: { kit: ownerKit } }

/** Open as the owner of Acme: roles per organization, the active one selected. */
export const OpenAsOwner: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const popover = await openList(canvasElement)
    const acme = within(popover).getByRole('option', { name: /Acme Inc/ })
    await expect(acme).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(acme).toHaveTextContent('Owner'))
    await waitFor(() => expect(within(popover).getByRole('option', { name: /Globex/ })).toHaveTextContent('Member'))
  },
}

/** Open as an admin of Acme. */
export const OpenAsAdmin: Story = {
  parameters: { kit: adminKit },
  play: async ({ canvasElement }) => {
    const popover = await openList(canvasElement)
    await waitFor(() => expect(within(popover).getByRole('option', { name: /Acme Inc/ })).toHaveTextContent('Admin'))
  },
}

/** Open as a plain member of Acme. */
export const OpenAsMember: Story = {
  parameters: { kit: memberKit },
  play: async ({ canvasElement }) => {
    const popover = await openList(canvasElement)
    await waitFor(() => expect(within(popover).getByRole('option', { name: /Acme Inc/ })).toHaveTextContent('Member'))
  },
}

/** Keyboard: arrow down to Globex, Enter switches, focus returns to the trigger. */
export const SwitchWithKeyboard: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await openList(canvasElement)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    // The provider's event: `from`, `to`, the organization as loaded and the write that moved it.
    await waitFor(() => expect(args.onSwitched).toHaveBeenCalledWith(expect.objectContaining({ cause: 'setActive' })))
    const trigger = canvas.getByRole('button', { name: 'Globex, switch organization' })
    await expect(trigger).toHaveFocus()
  },
}

/** With a "No organization" entry. */
export const WithNoneEntry: Story = {
  parameters: { kit: ownerKit },
  args: { allowNone: true },
  play: async ({ canvasElement }) => {
    const popover = await openList(canvasElement)
    await expect(within(popover).getByRole('option', { name: /No organization/ })).toBeInTheDocument()
  },
}

/** Twelve organizations: a filter box appears; typing narrows the list. */
export const LongListWithFilter: Story = {
  parameters: { kit: manyOrganizationsKit },
  play: async ({ canvasElement }) => {
    await openList(canvasElement)
    const filter = within(canvasElement).getByRole('combobox', { name: 'Filter organizations' })
    await userEvent.type(filter, 'in')
    await waitFor(() => expect(within(canvasElement).getAllByRole('option')).toHaveLength(4))
  },
}

/** Names that test the layout: a very long one, emoji, a flag, accents and CJK, each on its own colour. */
const longAndVariedNames = [
  { name: 'Internationale Gesellschaft für außerordentlich lange Organisationsnamen e.V.', slug: 'long' },
  { name: '🦄 Unicorn Labs', slug: 'unicorn' },
  { name: '👩‍💻 Dev Team', slug: 'dev-team' },
  { name: '🇩🇪 Deutsche Bahn', slug: 'bahn' },
  { name: 'Émile Zola Études', slug: 'zola' },
  { name: '山田商事', slug: 'yamada' },
]
const longAndVariedNamesKit: KitParameters = {
  seed: {
    users: [seedUser('Zoe')],
    organizations: longAndVariedNames.map(({ name, slug }) => seedOrganization(name, { slug })),
    members: longAndVariedNames.map(({ slug }) => seedMember(slug, 'zoe@example.com', 'owner')),
  },
  signedInAs: 'zoe@example.com',
  activeOrganization: 'long',
}

/** Long names truncate with an ellipsis (the whole name is the title); emoji, flags and accents make whole initials. */
export const LongAndVariedNames: Story = {
  parameters: { kit: longAndVariedNamesKit },
  play: async ({ canvasElement }) => {
    const popover = await openList(canvasElement)
    const long = within(popover).getByRole('option', { name: /Internationale Gesellschaft/ })
    await expect(long.querySelector('[data-slot="orgkit-organization-switcher-option-name"]')).toHaveAttribute(
      'title',
      longAndVariedNames[0]?.name,
    )
    const unicorn = within(popover).getByRole('option', { name: /Unicorn Labs/ })
    await expect(unicorn.querySelector('[data-slot="orgkit-avatar"]')).toHaveTextContent('🦄L')
    const flag = within(popover).getByRole('option', { name: /Deutsche Bahn/ })
    await expect(flag.querySelector('[data-slot="orgkit-avatar"]')).toHaveTextContent('🇩🇪B')
    // The popover stays inside the viewport, however long the names.
    const box = popover.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** At `organization_limit`: "Create organization" is disabled with its reason. */
export const OrganizationLimitReached: Story = {
  parameters: { kit: { ...ownerKit, config: { organization_limit: 2 } } },
  play: async ({ canvasElement }) => {
    await openList(canvasElement)
    const create = within(canvasElement).getByRole('button', { name: 'Create organization' })
    await expect(create).toHaveAttribute('aria-disabled', 'true')
    await expect(create).toHaveAccessibleDescription(
      'You can be in at most 2 organizations. Leave one to create another.',
    )
  },
}

/** A user without organizations. */
export const NoOrganizationsYet: Story = {
  parameters: { kit: newcomerKit },
  play: async ({ canvasElement }) => {
    await openList(canvasElement)
    await expect(within(canvasElement).getByText('You have no organizations yet.')).toBeInTheDocument()
  },
}

/** Still loading. */
export const Loading: Story = { parameters: { kit: { ...ownerKit, latency: FOREVER_MS } } }

/** The list cannot be loaded (each of the kit's attempts): the error, with a retry. */
export const LoadError: Story = {
  parameters: { kit: { ...ownerKit, faults: [{ operation: 'list', code: 'SERVER_ERROR', always: true }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, AFTER_READ_RETRIES)).toHaveTextContent(
      'Something went wrong on the server',
    )
  },
}

/** The list failed (each of the kit's attempts): retrying loads it. */
export const LoadErrorThenRetry: Story = {
  parameters: { kit: { ...ownerKit, faults: [{ operation: 'list', code: 'SERVER_ERROR', times: MAX_READ_ATTEMPTS }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, AFTER_READ_RETRIES)).toHaveTextContent(
      'Something went wrong on the server',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('button', { name: /switch organization/ })).toBeInTheDocument()
  },
}

/** The organization plugin is turned off for the branch. */
export const PluginDisabled: Story = { parameters: { kit: { ...ownerKit, config: { enabled: false } } } }

/** The switch fails: the error shows in place, the previous organization stays active. */
export const SwitchFails: Story = {
  parameters: { kit: { ...ownerKit, faults: [{ operation: 'setActive', code: 'NETWORK_ERROR' }] } },
  play: async ({ canvasElement }) => {
    const popover = await openList(canvasElement)
    await userEvent.click(within(popover).getByRole('option', { name: /Globex/ }))
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Could not switch')
  },
}
