import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OrganizationSwitcher } from '../src/components/organization-switcher/organization-switcher'
import { demoSeed, seedInvitation, seedMember, seedOrganization } from '../src/testing'
import type { KitParameters } from '../test/support/kit-harness'
import { AFTER_READ_RETRIES } from './support/story-kits'

// The switcher's pending invitations, apart from its organizations (the other states: organization-switcher.stories.tsx).

const meta = {
  title: 'Components/OrganizationSwitcher/Pending invitations',
  component: OrganizationSwitcher,
  args: { onSwitched: fn(), onCreated: fn(), onOpenChange: fn() },
} satisfies Meta<typeof OrganizationSwitcher>

export default meta
type Story = StoryObj<typeof meta>

/** Alice, in Acme (active) and Globex, is also invited to Initech as admin. */
const aliceInvitedKit: KitParameters = (() => {
  const seed = demoSeed()
  return {
    seed: {
      ...seed,
      organizations: [...(seed.organizations ?? []), seedOrganization('Initech')],
      members: [...(seed.members ?? []), seedMember('initech', 'erin@example.com', 'owner')],
      invitations: [
        ...(seed.invitations ?? []),
        seedInvitation('initech', 'alice@example.com', 'erin@example.com', { role: 'admin' }),
      ],
    },
    signedInAs: 'alice@example.com',
    activeOrganization: 'acme',
  }
})()

/** Frank is in no organization, and invited to Acme and Globex. */
const frankKit: KitParameters = { seed: demoSeed(), signedInAs: 'frank@example.com' }

const openPopover = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: /switch organization/ }))
  return canvas.findByRole('dialog', { name: 'Switch organization' })
}

/** Closed: the trigger counts the pending invitations, in words in its name. */
export const BadgeOnTrigger: Story = {
  parameters: { kit: aliceInvitedKit },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', {
      name: 'Acme Inc, switch organization, 1 pending invitation',
    })
    const badge = trigger.querySelector('[data-slot="orgkit-organization-switcher-badge"]')
    await expect(badge).toHaveAttribute('data-count', '1')
  },
}

/** Open: the organizations, then the invitations with Accept and Decline, then "Create organization". */
export const OpenWithInvitations: Story = {
  parameters: { kit: aliceInvitedKit },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement)
    const group = await within(popover).findByRole('group', { name: 'Invitations' })
    await expect(within(group).getByRole('listitem', { name: 'Initech' })).toHaveTextContent('Invited as Admin')
    await expect(within(group).getByRole('button', { name: 'Accept the invitation to Initech' })).toBeVisible()
  },
}

/** An invitee in no organization yet: two invitations under "You have no organizations yet." */
export const InviteeWithoutOrganizations: Story = {
  parameters: { kit: frankKit },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement)
    const group = await within(popover).findByRole('group', { name: 'Invitations' })
    await expect(within(group).getAllByRole('listitem')).toHaveLength(2)
  },
}

/** Accepting: the organization becomes active, the popover closes onto the trigger, and it is said. */
export const Accept: Story = {
  parameters: { kit: frankKit },
  play: async ({ canvasElement, args }) => {
    const popover = await openPopover(canvasElement)
    const group = await within(popover).findByRole('group', { name: 'Invitations' })
    await userEvent.click(within(group).getByRole('button', { name: 'Accept the invitation to Acme Inc' }))
    const canvas = within(canvasElement)
    const trigger = await canvas.findByRole('button', { name: 'Acme Inc, switch organization, 1 pending invitation' })
    await waitFor(() => expect(trigger).toHaveFocus())
    await canvas.findByText('You joined Acme Inc. It is now your active organization.')
    await waitFor(() =>
      expect(args.onSwitched).toHaveBeenCalledWith(expect.objectContaining({ cause: 'acceptInvitation' })),
    )
  },
}

/** Declining: the popover stays open, the focus on the next invitation. */
export const Decline: Story = {
  parameters: { kit: frankKit },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement)
    const group = await within(popover).findByRole('group', { name: 'Invitations' })
    await userEvent.click(within(group).getByRole('button', { name: 'Decline the invitation to Acme Inc' }))
    await waitFor(() => expect(within(group).getByRole('listitem', { name: 'Globex' })).toHaveFocus())
    await within(canvasElement).findByText('Invitation to Acme Inc declined.')
  },
}

/** The organization is full: the failure is said at once, and the invitation stays. */
export const AcceptFails: Story = {
  parameters: { kit: { ...frankKit, config: { membership_limit: 4 } } },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement)
    const group = await within(popover).findByRole('group', { name: 'Invitations' })
    await userEvent.click(within(group).getByRole('button', { name: 'Accept the invitation to Acme Inc' }))
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /^Could not accept the invitation to Acme Inc\./,
    )
  },
}

/** The invitations cannot be read: the error stays in their group; the organizations are there as ever. */
export const InvitationsLoadError: Story = {
  parameters: {
    kit: {
      ...aliceInvitedKit,
      faults: [{ operation: 'listUserInvitations', code: 'SERVER_ERROR', always: true }],
    },
  },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement)
    await expect(within(popover).getByRole('option', { name: /Globex/ })).toBeInTheDocument()
    const group = await within(popover).findByRole('group', { name: 'Invitations' })
    await expect(await within(group).findByRole('alert', {}, AFTER_READ_RETRIES)).toHaveTextContent(
      'Something went wrong on the server',
    )
  },
}
