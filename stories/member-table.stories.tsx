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

/** The owner of Acme: role selects and remove for everyone but themselves; cannot leave as the only owner. */
export const Owner: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('1–4 of 4 members')
    const leave = within(rowOf(canvas, 'Alice')).getByRole('button', { name: 'Leave the organization' })
    await expect(leave).toHaveAttribute('aria-disabled', 'true')
  },
}

/** An admin: may change and remove members and admins, not the owner (disabled, with the reason). */
export const Admin: Story = {
  parameters: { kit: adminKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const owner = await canvas.findByRole('combobox', { name: 'Role of Alice' })
    await expect(owner).toBeDisabled()
  },
}

/** A plain member: no role controls, no remove; Leave on their own row. */
export const Member: Story = {
  parameters: { kit: memberKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('1–4 of 4 members')
    await expect(canvas.queryAllByRole('combobox', { name: /Role of/ })).toEqual([])
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
    await canvas.findByText('1–6 of 6 members')
    const bob = within(rowOf(canvas, 'Bob')).getByRole('combobox', { name: 'Role of Bob' })
    await expect(
      within(bob)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Owner', 'Admin', 'Member', 'Accounts', 'Support'])
    await expect(within(rowOf(canvas, 'Fay')).getAllByText('Auditor').length).toBeGreaterThan(0)
    const leave = within(rowOf(canvas, 'Alice')).getByRole('button', { name: 'Leave the organization' })
    await expect(leave).toHaveAttribute('aria-disabled', 'true')
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
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Joined/ })).getByRole('button'))
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute('aria-sort', 'descending'),
    )
  },
}

/** Searching 1,000 members: the whole list is read once and the page says so. */
export const SearchThousand: Story = {
  parameters: { kit: large(1000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('1–25 of 1000 members')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'user 99')
    await canvas.findByText('Searched 1000 of 1000 members.')
  },
}

/** The server holds more members than one read may return (limit lowered later): the partial search is said. */
export const PartialSearch: Story = {
  parameters: { kit: large(150, 100) },
  args: { defaultSearch: 'user 1' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Searched 100 of 150 members.')
  },
}

/** Filtered on the server by role (`contains`, so admin+member counts as admin). */
export const AdminsOnly: Story = { parameters: { kit: ownerKit }, args: { defaultRoleFilter: 'admin' } }

/** Changing a role: at once, announced. */
export const ChangeRole: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Role of Carol' }), 'admin')
    await canvas.findByText('Carol is now Admin.')
  },
}

/** A refused role change is rolled back, with the reason on its row. */
export const RoleChangeRefused: Story = {
  parameters: {
    kit: {
      ...ownerKit,
      faults: [{ operation: 'updateMemberRole', code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER', always: true }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Role of Bob' }), 'member')
    await within(rowOf(canvas, 'Bob')).findByRole('alert')
  },
}

/** Removing asks first. */
export const RemoveConfirmation: Story = {
  parameters: { kit: ownerKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Carol' }))
    await expect(canvas.getByRole('dialog', { name: 'Remove Carol' })).toBeInTheDocument()
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
    await canvas.findByText('1–3 of 3 members')
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="orgkit-member-table"]')
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0)
    const controls = [...(root?.querySelectorAll('table :is(button, select)') ?? [])]
    await expect(controls.length).toBeGreaterThan(0)
    for (const control of controls) await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    const name = 'Maximiliane Wolkenstein-Oberhausen von Habsburg-Lothringen'
    await expect(canvas.getByText(name)).toHaveAttribute('title', name)
  },
}

/** Wide, with the same long names: cut with an ellipsis, the whole text the title; right to left. */
export const WideRightToLeft: Story = {
  parameters: { kit: longNamesKit },
  render: (args) => (
    <div dir="rtl" style={{ inlineSize: '52rem' }}>
      <MemberTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('1–3 of 3 members')
    const email = canvas.getByText('bo.the.one.with.the.very.long.address@subsidiary.example.com')
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth)
    const table = canvasElement.querySelector<HTMLElement>('[data-slot="orgkit-member-table-scroll"]')
    await expect(table?.scrollWidth).toBeLessThanOrEqual(table?.clientWidth ?? 0)
  },
}
