import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { InviteMemberDialog } from '../src/components/invite-member-dialog/invite-member-dialog'
import { usePermission } from '../src/hooks/use-permission'
import { emailOf } from '../test/components/custom-roles/custom-roles-kit'
import { CustomRolesKit } from '../test/components/custom-roles/custom-roles-kit-provider'
import { adminKit, memberKit, ownerKit } from './support/story-kits'

const meta = {
  title: 'Components/InviteMemberDialog',
  component: InviteMemberDialog,
  args: { onInvited: fn(), onOpenChange: fn() },
} satisfies Meta<typeof InviteMemberDialog>

export default meta
type Story = StoryObj<typeof meta>

const open = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: 'Invite members' }))
  const dialog = within(canvas.getByRole('dialog', { name: 'Invite members' }))
  // The form's code loads when the dialog first opens.
  await dialog.findByRole('textbox', { name: 'E-mail addresses' })
  return dialog
}

/** The role picker's radios are these, by their accessible names, in this order. */
async function expectRoles(dialog: Awaited<ReturnType<typeof open>>, names: readonly string[]) {
  const radios = within(dialog.getByRole('group', { name: 'Role' })).getAllByRole('radio')
  await expect(radios).toEqual(names.map((name) => dialog.getByRole('radio', { name })))
}

/** The owner's trigger; opening shows every role (owner included), each with its one-line description. */
export const Owner: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await expectRoles(dialog, ['Owner', 'Admin', 'Member'])
    await expect(dialog.getByRole('radio', { name: 'Owner' })).toHaveAccessibleDescription(
      'Full control, including deleting the organization.',
    )
  },
}

/** An admin may invite admins and members, not owners. */
export const Admin: Story = {
  parameters: { kit: adminKit },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await expectRoles(dialog, ['Admin', 'Member'])
  },
}

/**
 * An app with its own roles (`<OrgKitProvider accessControl={{ ac, roles }}>`): the list holds them after the
 * defaults, each with its label and its one-line description ("Accounts" and its description come from message
 * overrides; support has its name and no description).
 */
export const CustomRoles: Story = {
  render: (args) => (
    <CustomRolesKit email={emailOf('Alice')}>
      <InviteMemberDialog {...args} />
    </CustomRolesKit>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await expectRoles(dialog, ['Owner', 'Admin', 'Member', 'Accounts', 'Support'])
    await userEvent.click(dialog.getByRole('radio', { name: 'Accounts' }))
    await expect(dialog.getByRole('radio', { name: 'Accounts' })).toBeChecked()
    await expect(dialog.getByRole('radio', { name: 'Accounts' })).toHaveAccessibleDescription(
      'Pays invoices and edits the profile.',
    )
  },
}

/** What the viewer's role read says about inviting: the same read the trigger waits for. */
function InvitePermissionNote() {
  const permission = usePermission({ invitation: ['create'] })
  if (permission.isLoading) return null
  return <p>{permission.allowed ? 'Your role may invite members.' : 'Your role may not invite members.'}</p>
}

/** A plain member sees no trigger at all. */
export const Member: Story = {
  parameters: { kit: memberKit },
  render: (args) => (
    <>
      <InviteMemberDialog {...args} />
      <InvitePermissionNote />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Once the role read has answered and rendered (the note), the trigger has been decided.
    const note = await canvas.findByText(/^Your role may (not )?invite members\.$/)
    await expect(note).toHaveTextContent('Your role may not invite members.')
    await expect(canvas.queryByRole('button', { name: 'Invite members' })).toBeNull()
  },
}

/**
 * A pasted batch with invitation e-mails off (the default): created (with its link), already a member, already
 * invited ("Get link"), invalid and failed (retry), each on its line. Nothing says "sent".
 */
export const BatchResults: Story = {
  parameters: { kit: { ...ownerKit, faults: [{ operation: 'inviteMember', code: 'NETWORK_ERROR' }] } },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement)
    await userEvent.click(dialog.getByRole('textbox', { name: 'E-mail addresses' }))
    await userEvent.paste('nina@example.com, omar@example.com\nbob@example.com frank@example.com not-an-email')
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }))
    await dialog.findByText(/^1 invitation created, 4 not created\./)
    await waitFor(() => expect(args.onInvited).toHaveBeenCalled())
    await dialog.findByRole('button', { name: 'Get link: frank@example.com' })
    await expect(dialog.getByText('Invitation created; copy the link')).toBeInTheDocument()
  },
}

/** The form refuses a batch without one valid address, keeping what was typed. */
export const Validation: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail addresses' }), 'not-an-email')
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }))
    await dialog.findByText('Enter a valid e-mail address.')
  },
}

/**
 * The server refuses the role chosen (`YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE`): the refusal is said
 * under the roles and describes the one refused; the address stays in the field, its row points to Role.
 */
export const RoleRefused: Story = {
  parameters: {
    kit: {
      ...adminKit,
      faults: [{ operation: 'inviteMember', code: 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE' }],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail addresses' }), 'nina@example.com')
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You are not allowed to invite someone with this role.',
    )
    await expect(dialog.getByRole('radio', { name: 'Member' })).toHaveAccessibleDescription(
      'Sees the organization and its members; manages nothing. You are not allowed to invite someone with this role.',
    )
    await expect(dialog.getByText('Not invited: see Role')).toBeInTheDocument()
  },
}

/** At `membership_limit`: the warning names the limit; invitations can still be made, but nobody can join. */
export const AtMembershipLimit: Story = {
  parameters: { kit: { ...ownerKit, config: { membership_limit: 4 } } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await dialog.findByText(
      'The organization has reached its limit of 4 members: nobody can join until someone leaves.',
    )
  },
}

/** Invitation e-mails on: the result says "sent", and no copy-link is offered. */
export const EmailsOn: Story = {
  parameters: { kit: { ...ownerKit, config: { send_invitation_email: true } } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail addresses' }), 'nina@example.com')
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }))
    await dialog.findByText('Invitation sent')
    await expect(dialog.queryByRole('button', { name: /Copy invitation link/ })).toBeNull()
  },
}

/** Opened from the app's own control, without the built-in trigger. */
export const Controlled: Story = {
  parameters: { kit: ownerKit },
  args: { open: true, hideTrigger: true, defaultValues: { emails: 'nina@example.com' } },
}
