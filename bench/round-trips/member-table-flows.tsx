// The member table's user actions, as the owner of Acme (25 members, 10 rows a page): load, page, sort,
// filter by role, search, change a role, remove. Driven as issue 21 left the table: one actions menu per row
// ("Actions for …"), a role chosen in a dialog and applied, a removal confirmed, results said in the toasts.
import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { MemberTable } from '../../src/index'
import { must } from '../lib/must'
import type { MeasuredPage, User } from './measured-page'
import { findToast } from './toasts'

/** Rows per member table page in the component flows. */
const MEMBER_PAGE_SIZE = 10
const SEARCH_TEXT = 'Member 2'
const ACTIONS_PREFIX = 'Actions for '

/** The member table's summary line, e.g. "1–10 of 25 members", or "3 members" when they fit on one page. */
const summaryText = () =>
  document.querySelector('[data-slot="orgkit-member-table-summary"]')?.firstChild?.textContent?.trim() ?? ''
/** Whether the table shows settled rows (no read replacing them). */
const tableSettled = () =>
  document.querySelector('[data-slot="orgkit-member-table"] table')?.getAttribute('aria-busy') !== 'true'
const memberRows = () => screen.getAllByRole('row').slice(1)
const memberNames = () =>
  memberRows().map((row) => row.querySelector('[data-slot="orgkit-member-table-name-text"]')?.textContent ?? '')
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by name or e-mail' })
const roleFilter = () => screen.getByRole('combobox', { name: 'Role' })
const pages = () => screen.getByRole('navigation', { name: 'Pages' })

/** Waits until the member table's summary reads `summary`, the page count `pageCount`, and no read is replacing its rows. */
async function tableShows(summary: string, pageCount: string) {
  await waitFor(() => {
    expect(summaryText()).toBe(summary)
    expect(within(pages()).getByText(pageCount, { exact: true })).toBeTruthy()
    expect(tableSettled()).toBe(true)
  })
}

/** The names of the rows whose role is exactly Member, read from their roles cell (the second). */
function plainMemberNames(): string[] {
  return memberRows()
    .filter((row) => within(row).getAllByRole('cell')[1]?.textContent === 'Member')
    .map((row) => {
      const actions = within(row).getByRole('button', { name: new RegExp(`^${ACTIONS_PREFIX}`) })
      return (actions.getAttribute('aria-label') ?? '').slice(ACTIONS_PREFIX.length)
    })
}

/** The roles cell of `name`'s row (the row holding "Actions for `name`"). */
const roleCellOf = (name: string) =>
  screen
    .getByRole('button', { name: `${ACTIONS_PREFIX}${name}` })
    .closest('tr')
    ?.querySelectorAll('td')[1]

/** Opens the actions menu of `name`'s row with a click and picks `item` in it. */
async function chooseRowAction(user: User, name: string, item: string) {
  await user.click(screen.getByRole('button', { name: `${ACTIONS_PREFIX}${name}` }))
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: item }))
}

/** Loads `<MemberTable>` on `page` and drives it. */
export async function memberTableFlows(page: MeasuredPage): Promise<void> {
  await page.load({
    page: <MemberTable defaultPageSize={MEMBER_PAGE_SIZE} locale="en-US" />,
    until: 'the first page shows with its row actions',
    ready: async () => {
      await tableShows('1–10 of 25 members', 'Page 1 of 3')
      // The row actions wait for the viewer's role and the owner count.
      await screen.findAllByRole('button', { name: new RegExp(`^${ACTIONS_PREFIX}`) })
    },
  })
  await page.act('next page', async (user) => {
    await user.click(within(pages()).getByRole('button', { name: 'Next page' }))
    await tableShows('11–20 of 25 members', 'Page 2 of 3')
  })
  await page.act('sort by joined date, newest first (back to page 1)', async (user) => {
    const joined = () => screen.getByRole('columnheader', { name: /Joined/ })
    await user.click(within(joined()).getByRole('button'))
    await waitFor(() => expect(joined().getAttribute('aria-sort')).toBe('descending'))
    await tableShows('1–10 of 25 members', 'Page 1 of 3')
  })
  await page.act('role filter: Admin', async (user) => {
    await user.selectOptions(roleFilter(), 'admin')
    await tableShows('3 members', 'Page 1 of 1')
  })
  await page.act('role filter: All roles again', async (user) => {
    await user.selectOptions(roleFilter(), '')
    await tableShows('1–10 of 25 members', 'Page 1 of 3')
  })
  await page.act(`type "${SEARCH_TEXT}" in the search box (${SEARCH_TEXT.length} keystrokes)`, async (user) => {
    await user.type(searchBox(), SEARCH_TEXT)
    await tableShows('6 members', 'Page 1 of 1')
    expect(memberNames().every((name) => name.startsWith(SEARCH_TEXT))).toBe(true)
  })
  await page.act('clear the search box', async (user) => {
    await user.clear(searchBox())
    await tableShows('1–10 of 25 members', 'Page 1 of 3')
  })
  const [promoted, removed] = plainMemberNames()
  // Each of the two is measured as two actions: opening the dialog from the row's menu (the first dialog of the
  // page reads the user's organizations, whose name its sentences say), then what the user confirms.
  const promotedName = must(promoted, 'plain member to promote')
  const roleDialog = () => screen.getByRole('dialog', { name: `Change the role of ${promotedName}` })
  await page.act('open a row’s Change role dialog (actions menu, Change role)', async (user) => {
    await chooseRowAction(user, promotedName, 'Change role')
    await within(roleDialog()).findByRole('radio', { name: /^Admin/ })
  })
  await page.act('change a member’s role to Admin (choose Admin, Apply)', async (user) => {
    await user.click(within(roleDialog()).getByRole('radio', { name: /^Admin/ }))
    await user.click(within(roleDialog()).getByRole('button', { name: 'Apply' }))
    await findToast(`${promotedName} is now Admin.`)
    await waitFor(() => expect(roleCellOf(promotedName)?.textContent).toBe('Admin'))
  })
  const removedName = must(removed, 'plain member to remove')
  const removalDialog = () => screen.getByRole('dialog', { name: `Remove ${removedName} from Acme?` })
  await page.act('open a row’s Remove dialog (actions menu, Remove)', async (user) => {
    await chooseRowAction(user, removedName, 'Remove')
    await waitFor(() => expect(removalDialog()).toBeTruthy())
  })
  await page.act('remove a member (confirm in the dialog)', async (user) => {
    await user.click(within(removalDialog()).getByRole('button', { name: `Remove ${removedName}` }))
    await findToast(`${removedName} was removed.`)
    await tableShows('1–10 of 24 members', 'Page 1 of 3')
  })
  page.close()
}
