import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ForbiddenActionsProvider } from '../src/components/can/forbidden-actions-provider'
import { InviteMemberDialog } from '../src/components/invite-member-dialog/invite-member-dialog'
import { MemberTable } from '../src/components/member-table/member-table'
import { OrganizationInvitations } from '../src/components/organization-invitations/organization-invitations'
import { OrganizationSettings } from '../src/components/organization-settings/organization-settings'
import { OrganizationPluginSettings } from '../src/management/react/organization-plugin-settings/organization-plugin-settings'
import { STORY_BRANCH_ID, STORY_PROJECT_ID } from './support/fake-management-api'
import { adminKit, memberKit, withOwnerInvitation } from './support/story-kits'
import { withManagement } from './support/with-management'

// Issue 25: forbidden actions explained. Under `<ForbiddenActionsProvider mode="explain">` the kit's
// components show what the viewer may not do disabled (aria-disabled, still focusable), the reason as the
// control's description and as a hint beside it. Each story has a dark twin: axe runs on both.

const meta = {
  title: 'Components/ForbiddenActionsProvider',
  component: ForbiddenActionsProvider,
  args: { mode: 'explain' },
} satisfies Meta<typeof ForbiddenActionsProvider>

export default meta
type Story = StoryObj<typeof meta>

/** A story's dark twin: the same play, after checking the tokens are the dark ones. */
const dark = (story: Story): Story => ({
  ...story,
  globals: { theme: 'dark' },
  play: async (context) => {
    const themed =
      context.canvasElement.closest('[data-orgkit-theme]') ?? context.canvasElement.querySelector('[data-orgkit-theme]')
    await expect(themed).toHaveAttribute('data-orgkit-theme', 'dark')
    await story.play?.(context)
  },
})

/** Carol, a plain member, opens Bob's row: Change role and Remove, each with the server's reason. */
export const MemberTableRowActions: Story = {
  parameters: { kit: memberKit },
  render: (args) => (
    <ForbiddenActionsProvider {...args}>
      <MemberTable locale="en-US" />
    </ForbiddenActionsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Bob' }))
    const changeRole = canvas.getByRole('menuitem', { name: 'Change role' })
    await expect(changeRole).toHaveAttribute('aria-disabled', 'true')
    await expect(changeRole).toHaveAccessibleDescription('You are not allowed to change this member’s role.')
    await expect(canvas.getByRole('menuitem', { name: 'Remove' })).toHaveAccessibleDescription(
      'You are not allowed to remove this member.',
    )
  },
}

/** The same, dark. */
export const MemberTableRowActionsDark: Story = dark(MemberTableRowActions)

/** Bob, an admin, opens the owner's row: he may not change or remove an owner. */
export const MemberTableAdminOnOwner: Story = {
  parameters: { kit: adminKit },
  render: MemberTableRowActions.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Alice' }))
    await expect(canvas.getByRole('menuitem', { name: 'Remove' })).toHaveAccessibleDescription(
      'Only an Owner can remove an Owner.',
    )
  },
}

/** Carol's settings: the profile read-only with its reason, Delete refused with its reason. */
export const Settings: Story = {
  parameters: { kit: memberKit },
  render: (args) => (
    <ForbiddenActionsProvider {...args}>
      <OrganizationSettings />
    </ForbiddenActionsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const remove = await canvas.findByRole('button', { name: 'Delete organization' })
    await expect(remove).toHaveAttribute('aria-disabled', 'true')
    await expect(remove).toHaveAccessibleDescription('Only an owner can delete this organization.')
  },
}

/** The same, dark. */
export const SettingsDark: Story = dark(Settings)

/** Carol may not invite: the trigger stays, disabled, with the reason beside it. */
export const Invite: Story = {
  parameters: { kit: memberKit },
  render: (args) => (
    <ForbiddenActionsProvider {...args}>
      <InviteMemberDialog />
    </ForbiddenActionsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = await canvas.findByRole('button', { name: 'Invite members' })
    await expect(trigger).toHaveAttribute('aria-disabled', 'true')
    await expect(trigger).toHaveAccessibleDescription('Only owners and admins can invite people.')
  },
}

/** The same, dark. */
export const InviteDark: Story = dark(Invite)

/** Bob, admin of Acme, and his invitations: Renew link on an owner's invitation, refused with the reason. */
export const Invitations: Story = {
  parameters: { kit: withOwnerInvitation(adminKit) },
  render: (args) => (
    <ForbiddenActionsProvider {...args}>
      <OrganizationInvitations />
    </ForbiddenActionsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for olive@example.com' }))
    await expect(canvas.getByRole('menuitem', { name: 'Renew link' })).toHaveAccessibleDescription(
      'You are not allowed to invite someone with this role.',
    )
  },
}

/** The same, dark. */
export const InvitationsDark: Story = dark(Invitations)

/** The plugin settings for someone who may not change them: Save disabled, described by the reason. */
export const PluginSettings: Story = {
  decorators: [withManagement],
  render: (args) => (
    <ForbiddenActionsProvider {...args}>
      <OrganizationPluginSettings projectId={STORY_PROJECT_ID} branchId={STORY_BRANCH_ID} readOnlyReason />
    </ForbiddenActionsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const save = await canvas.findByRole('button', { name: 'Save' })
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await expect(save).toHaveAccessibleDescription(
      'You can see these settings but not change them. Your account, or the API key in use, may not change them.',
    )
  },
}

/** The same, dark. */
export const PluginSettingsDark: Story = dark(PluginSettings)
