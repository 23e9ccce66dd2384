import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { OrganizationInvitations } from '../src/components/organization-invitations/organization-invitations'
import { largeOrganizationSeed } from '../src/testing'
import type { KitParameters } from '../test/support/kit-harness'
import { adminKit, FOREVER_MS, memberKit, ownerKit, withOwnerInvitation } from './support/story-kits'

const meta = {
  title: 'Components/OrganizationInvitations',
  component: OrganizationInvitations,
  args: { locale: 'en-US' },
} satisfies Meta<typeof OrganizationInvitations>

export default meta
type Story = StoryObj<typeof meta>

const empty = (() => {
  const seed = largeOrganizationSeed({ members: 3 })
  return { seed, signedInAs: seed.ownerEmail, activeOrganization: seed.organizationSlug } satisfies KitParameters
})()

/** Every status: pending, expired (derived), accepted, canceled; one actions menu per row (copy link, renew, cancel). */
export const Owner: Story = {
  parameters: { kit: withOwnerInvitation(ownerKit) },
  args: { statuses: ['pending', 'expired', 'accepted', 'rejected', 'canceled'] },
}

/** An admin is not offered to resend an owner invitation: the menu holds only what they may do. */
export const Admin: Story = {
  parameters: { kit: { ...withOwnerInvitation(adminKit), config: { send_invitation_email: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for olive@example.com' }))
    const menu = canvas.getByRole('menu')
    await expect(within(menu).queryByRole('menuitem', { name: 'Resend invitation' })).toBeNull()
    await expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument()
  },
}

/** A plain member: a message, and no request at all. */
export const Member: Story = { parameters: { kit: memberKit } }

/** Only pending ones (the default lists pending and expired ones). */
export const PendingOnly: Story = { parameters: { kit: ownerKit }, args: { statuses: ['pending'] } }

/** Cancelling asks first, naming the consequence; then it is announced and the focus moves to the next row. */
export const Cancel: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for frank@example.com' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Cancel invitation' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Cancel the invitation to frank@example.com?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }))
    await waitFor(() => expect(canvas.getByText('Invitation to frank@example.com canceled.')).toBeInTheDocument())
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-haspopup', 'menu'))
  },
}

/** No invitations yet. */
export const Empty: Story = { parameters: { kit: empty } }

/** Loading. */
export const Loading: Story = { parameters: { kit: { ...ownerKit, latency: FOREVER_MS } } }

/** A server that refuses the list (Better Auth 1.7.24 answers 403 to members). */
export const ServerRefuses: Story = {
  parameters: {
    kit: {
      ...ownerKit,
      faults: [{ operation: 'listInvitations', code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS', always: true }],
    },
  },
}

/** Another error: message and retry. */
export const LoadError: Story = {
  parameters: { kit: { ...ownerKit, faults: [{ operation: 'listInvitations', code: 'NETWORK_ERROR', always: true }] } },
}

/** The organization plugin is off. */
export const PluginDisabled: Story = { parameters: { kit: { ...ownerKit, config: { enabled: false } } } }
