import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OrganizationSettings } from '../src/components/organization-settings/organization-settings'
import { MAX_READ_ATTEMPTS } from '../src/query/retry-policy'
import { adminKit, AFTER_READ_RETRIES, FOREVER_MS, memberKit, newcomerKit, ownerKit } from './support/story-kits'

const meta = {
  title: 'Components/OrganizationSettings',
  component: OrganizationSettings,
  args: { onSaved: fn(), onLeft: fn(), onDeleted: fn() },
} satisfies Meta<typeof OrganizationSettings>

export default meta
type Story = StoryObj<typeof meta>

/** The owner: editable profile; cannot leave as the only owner; may delete. */
export const Owner: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const leave = await canvas.findByRole('button', { name: 'Leave organization' })
    await expect(leave).toHaveAttribute('aria-disabled', 'true')
    await expect(leave).toHaveAccessibleDescription(/only Owner/)
  },
}

/** An admin: editable profile; told why deleting is not theirs. */
export const Admin: Story = {
  parameters: { kit: adminKit },
  play: async ({ canvasElement }) => {
    const remove = await within(canvasElement).findByRole('button', { name: 'Delete organization' })
    await expect(remove).toHaveAccessibleDescription('Only an owner can delete this organization.')
  },
}

/** A plain member: read-only profile, leave only. */
export const Member: Story = {
  parameters: { kit: memberKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Only owners and admins can change this organization.')
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
  },
}

/** `creator_role: 'admin'`: the admin is told what that means. */
export const CreatorRoleAdmin: Story = { parameters: { kit: { ...adminKit, config: { creator_role: 'admin' } } } }

/** Saving only the changed name. */
export const SaveName: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const name = await canvas.findByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Acme Corporation')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
    const notifications = canvas.getByRole('region', { name: 'Notifications' })
    await expect(within(notifications).getByRole('status')).toHaveTextContent('Changes to Acme Corporation saved.')
  },
}

/** A slug taken by another organization, caught before saving. */
export const SlugTaken: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const slug = await canvas.findByRole('textbox', { name: 'Slug' })
    await userEvent.clear(slug)
    await userEvent.type(slug, 'globex')
    await waitFor(() => expect(canvas.getByText('“globex” is already taken. Choose another one.')).toBeInTheDocument())
  },
}

/** Deleting asks to type the slug first. */
export const DeleteConfirmation: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete organization' }))
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete Acme Inc?' }))
    // The form's code loads when the dialog first opens (or its button is hovered).
    await expect(await dialog.findByRole('button', { name: 'Delete for good' })).toBeDisabled()
    await userEvent.type(dialog.getByRole('textbox', { name: 'Type acme to confirm' }), 'acme')
    await expect(dialog.getByRole('button', { name: 'Delete for good' })).toBeEnabled()
  },
}

/** A member leaving, at the confirmation step. */
export const LeaveConfirmation: Story = {
  parameters: { kit: memberKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave organization' }))
    await expect(canvas.getByRole('dialog', { name: 'Leave Acme Inc?' })).toBeInTheDocument()
  },
}

/** Loading: neither the form nor the read-only view shows before the role is known. */
export const Loading: Story = { parameters: { kit: { ...memberKit, latency: FOREVER_MS } } }

/** The organization failed to load (each of the kit's attempts). */
export const LoadError: Story = {
  parameters: {
    kit: {
      ...ownerKit,
      faults: [{ operation: 'getFullOrganization', code: 'SERVER_ERROR', times: MAX_READ_ATTEMPTS }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, AFTER_READ_RETRIES)).toHaveTextContent(
      'Something went wrong on the server.',
    )
  },
}

/** The organization plugin is off. */
export const PluginDisabled: Story = { parameters: { kit: { ...ownerKit, config: { enabled: false } } } }

/** Nobody's organization is active. */
export const NoActiveOrganization: Story = { parameters: { kit: newcomerKit } }
