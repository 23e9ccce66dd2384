import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { queries } from 'storybook/test'
import { MemberTable } from '../src/components/member-table/member-table'
import { largeOrganizationSeed, seedMember, seedOrganization, seedUser } from '../src/testing'
import { emailOf } from '../test/components/custom-roles/custom-roles-kit'
import { CustomRolesKit } from '../test/components/custom-roles/custom-roles-kit-provider'
import type { KitParameters } from '../test/support/kit-harness'
import { adminKit, FOREVER_MS, memberKit, ownerKit } from './support/story-kits'

const meta = {
  title: 'Components/MemberTable',
  component: MemberTable,
  args: { onLeft: fn(), onSortChange: fn(), onPageChange: fn(), locale: 'en-US' },
} satisfies Meta<typeof MemberTable>

export default meta
type Story = StoryObj<typeof meta>

const large = (members: number, membershipLimit = Math.max(100, members)): KitParameters => {
  const seed = largeOrganizationSeed({ members })
  return {
    seed,
    signedInAs: seed.ownerEmail,
    activeOrganization: seed.organizationSlug,
    config: { membership_limit: membershipLimit },
  }
}
/** The queries of a story's canvas (`within` called with its default queries). */
type Canvas = ReturnType<typeof within<typeof queries>>
const rowOf = (canvas: Canvas, name: string) => canvas.getByRole('row', { name: new RegExp(name) })
/** Opens a row's actions menu; gives its entries' names. */
async function openActions(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${name}` }))
  return canvas.getAllByRole('menuitem').map((item) => item.textContent)
}
/** Opens a row's actions menu and chooses an entry. */
async function chooseAction(canvas: Canvas, name: string, item: string) {
  await openActions(canvas, name)
  await userEvent.click(canvas.getByRole('menuitem', { name: item }))
}
/** The kit's toast region (rendered by the provider, around the story). */
const notifications = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' })

/**
 * The owner of Acme: an actions menu on every row; on their own, only Transfer ownership (the only owner
 * cannot leave, so Leave is not offered).
 */
export const Owner: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('4 members')
    await expect(canvas.getByText('Page 1 of 1')).toBeInTheDocument()
    await expect(await openActions(canvas, 'Alice')).toEqual(['Transfer ownership'])
  },
}

/** The owner's menu on another member's row: change role, make owner, and remove (in the danger colour). */
export const ActionsMenuOpen: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await openActions(canvas, 'Carol')).toEqual(['Change role', 'Make Owner', 'Remove'])
    await expect(canvas.getByRole('menuitem', { name: 'Change role' })).toHaveFocus()
    await expect(canvas.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('data-tone', 'danger')
  },
}

/** An admin: may change and remove members and admins; nothing is offered on the owner's row. */
export const Admin: Story = {
  parameters: { kit: adminKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'Actions for Carol' })
    await expect(within(rowOf(canvas, 'Alice')).queryByRole('button', { name: /^Actions for/ })).toBeNull()
  },
}

/** A plain member: no role controls, no remove; Leave on their own row. */
export const Member: Story = {
  parameters: { kit: memberKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('4 members')
    await expect(canvas.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(1)
  },
}

/**
 * An app with its own roles (`<OrgKitProvider accessControl={{ ac, roles }}>`): billing (labelled "Accounts"
 * by a message override), support (its name), auditor (a server role the app never described: its name),
 * and a role another client stored as "member, owner", which is no owner: Alice is still the only one.
 */
export const CustomRoles: Story = {
  render: (args) => (
    <CustomRolesKit email={emailOf('Alice')}>
      <MemberTable {...args} />
    </CustomRolesKit>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('6 members')
    await expect(within(rowOf(canvas, 'Fay')).getAllByText('Auditor').length).toBeGreaterThan(0)
    await expect(await openActions(canvas, 'Alice')).not.toContain('Leave organization')
    await userEvent.keyboard('{Escape}')
    await chooseAction(canvas, 'Bob', 'Change role')
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'owner',
      'admin',
      'member',
      'billing',
      'support',
    ])
  },
}

/** Nothing matches the filters: the empty state (an organization always has at least its viewer). */
export const NoMembersMatch: Story = {
  parameters: { kit: ownerKit },
  args: { defaultRoleFilter: 'owner', defaultSearch: 'nobody' },
}

/** A one-member organization: the owner alone. */
export const OneMember: Story = { parameters: { kit: large(1) } }

/** 100 members on one page. */
export const HundredMembers: Story = { parameters: { kit: large(100) }, args: { defaultPageSize: 100 } }

/** 1,000 members, paged on the server; moving to the next page keeps the current one visible while it loads. */
export const ThousandMembers: Story = {
  parameters: { kit: large(1000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('1–25 of 1000 members')
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await canvas.findByText('26–50 of 1000 members')
    await expect(canvas.getByText('Page 2 of 40')).toBeInTheDocument()
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Joined/ })).getByRole('button'))
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute('aria-sort', 'descending'),
    )
  },
}

/** Searching 1,000 members with the kit plugin's search: the server finds them, one page at a time. */
export const SearchThousand: Story = {
  parameters: { kit: large(1000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('1–25 of 1000 members')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'user 99')
    // User 99 and User 990–999.
    await canvas.findByText('11 members')
  },
}

/** The server holds more members than one read may return (limit lowered later): the server's search finds all. */
export const SearchPastMembershipLimit: Story = {
  parameters: { kit: large(150, 100) },
  args: { defaultSearch: 'user 1' },
  play: async ({ canvasElement }) => {
    // User 1, 10–19 and 100–149: all of them, not only those of the first 100.
    await within(canvasElement).findByText('1–25 of 61 members')
  },
}

/**
 * A search on a server without one (Neon Auth), phone-wide (390 px): the members are read in chunks of 100 and
 * the page shows what it found so far and how far it got, politely announced, until it has read them all.
 */
export const SearchProgressWithoutServerSearch: Story = {
  parameters: { kit: { ...large(1000), memberSearch: false, latency: 1500 } },
  args: { defaultSearch: 'user 9' },
  render: (args) => (
    <div style={{ inlineSize: '390px' }}>
      <MemberTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const progress = await canvas.findByText('Searched 100 of 1000 members.', {}, { timeout: 15_000 })
    await expect(progress).toHaveAttribute('data-state', 'partial')
    await expect(progress.closest('[role="status"]')).not.toBeNull()
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="orgkit-member-table"]')
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0)
  },
}

/** Filtered on the server by role (`contains`, so admin+member counts as admin). */
export const AdminsOnly: Story = { parameters: { kit: ownerKit }, args: { defaultRoleFilter: 'admin' } }

/** Changing a role: chosen in the dialog's radio group, applied with Apply, announced. */
export const ChangeRole: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseAction(canvas, 'Carol', 'Change role')
    await userEvent.click(canvas.getByRole('radio', { name: /^Admin/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await within(notifications(canvasElement)).findByText('Carol is now Admin.')
  },
}

/** Granting the owner role asks again, naming what the new owner can do. */
export const GrantOwnerConfirmation: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseAction(canvas, 'Carol', 'Change role')
    await userEvent.click(canvas.getByRole('radio', { name: /^Owner/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(await canvas.findByRole('dialog', { name: 'Make Carol Owner?' })).toBeInTheDocument()
  },
}

/** Ownership transfer from the owner's own row: choose the member and the role you keep. */
export const TransferOwnership: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseAction(canvas, 'Alice', 'Transfer ownership')
    const dialog = await canvas.findByRole('dialog', { name: 'Transfer ownership of Acme Inc' })
    await expect(within(dialog).getByRole('combobox', { name: 'New Owner' })).toBeInTheDocument()
    await expect(within(dialog).getByRole('radio', { name: /^Stay Owner/ })).toBeChecked()
  },
}

/** A refused role change is rolled back; the reason stays in the dialog (and is announced). */
export const RoleChangeRefused: Story = {
  parameters: {
    kit: {
      ...ownerKit,
      faults: [{ operation: 'updateMemberRole', code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER', always: true }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseAction(canvas, 'Bob', 'Change role')
    await userEvent.click(canvas.getByRole('radio', { name: /^Member/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    const dialog = canvas.getByRole('dialog', { name: 'Change the role of Bob' })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Could not change the role of Bob\./)
  },
}

/** Removing asks first, naming the consequence; the focus starts on Cancel. */
export const RemoveConfirmation: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseAction(canvas, 'Carol', 'Remove')
    const dialog = await canvas.findByRole('dialog', { name: 'Remove Carol from Acme Inc?' })
    await expect(within(dialog).getByRole('button', { name: 'Remove Carol' })).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus())
  },
}

/** Loading: skeleton rows, and nothing to act on yet. */
export const Loading: Story = { parameters: { kit: { ...ownerKit, latency: FOREVER_MS } } }

/** The members read failed: the error and a retry. */
export const LoadError: Story = {
  parameters: { kit: { ...ownerKit, faults: [{ operation: 'listMembers', code: 'NETWORK_ERROR', always: true }] } },
}

/** The organization plugin is turned off for the project. */
export const PluginDisabled: Story = { parameters: { kit: { ...ownerKit, config: { enabled: false } } } }

/** A name and an e-mail longer than any row: Alice (owner) and two members with long ones. */
const longNamesKit: KitParameters = {
  seed: {
    users: [
      seedUser('Alice'),
      seedUser('Maximiliane Wolkenstein-Oberhausen von Habsburg-Lothringen'),
      seedUser('Bo', { email: 'bo.the.one.with.the.very.long.address@subsidiary.example.com' }),
    ],
    organizations: [seedOrganization('Acme Inc', { slug: 'acme' })],
    members: [
      seedMember('acme', 'alice@example.com', 'owner'),
      seedMember('acme', 'maximiliane.wolkenstein.oberhausen.von.habsburg.lothringen@example.com', 'admin'),
      seedMember('acme', 'bo.the.one.with.the.very.long.address@subsidiary.example.com'),
    ],
  },
  signedInAs: 'alice@example.com',
  activeOrganization: 'acme',
}

/**
 * In a phone-wide box (20rem, below the 40rem of the container query): each member a card, long names and
 * e-mails wrapping inside it, nothing wider than the box, every control at least 44 px tall.
 */
export const NarrowWithLongNames: Story = {
  parameters: { kit: longNamesKit },
  render: (args) => (
    <div style={{ inlineSize: '20rem' }}>
      <MemberTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('3 members')
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="orgkit-member-table"]')
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0)
    const controls = [...(root?.querySelectorAll('table :is(button, select)') ?? [])]
    await expect(controls.length).toBeGreaterThan(0)
    for (const control of controls) await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    const name = 'Maximiliane Wolkenstein-Oberhausen von Habsburg-Lothringen'
    await expect(canvas.getByText(name)).toHaveAttribute('title', name)
  },
}

/** Just above the cards (42rem), with the same long names: cut with an ellipsis, the whole text the title; right to left. */
export const WideRightToLeft: Story = {
  parameters: { kit: longNamesKit },
  render: (args) => (
    <div dir="rtl" style={{ inlineSize: '42rem' }}>
      <MemberTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('3 members')
    const email = canvas.getByText('bo.the.one.with.the.very.long.address@subsidiary.example.com')
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth)
    const table = canvasElement.querySelector<HTMLElement>('[data-slot="orgkit-member-table-scroll"]')
    await expect(table?.scrollWidth).toBeLessThanOrEqual(table?.clientWidth ?? 0)
  },
}
