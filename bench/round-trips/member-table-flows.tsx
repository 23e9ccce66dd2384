// The member table's user actions, as the owner of Acme (25 members, 10 rows a page): load, page, sort,
// filter by role, search, change a role, remove.
import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { MemberTable } from '../../src/index'
import { must } from '../lib/must'
import type { MeasuredPage } from './measured-page'

/** Rows per member table page in the component flows. */
const MEMBER_PAGE_SIZE = 10
const SEARCH_TEXT = 'Member 2'

/** The member table's summary line, e.g. "1–10 of 25 members". */
const summaryText = () =>
  document.querySelector('[data-slot="orgkit-member-table-summary"]')?.firstChild?.textContent?.trim() ?? ''
/** Whether the table shows settled rows (no read replacing them). */
const tableSettled = () =>
  document.querySelector('[data-slot="orgkit-member-table"] table')?.getAttribute('aria-busy') !== 'true'
const memberNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-slot="orgkit-member-table-name"]')?.firstChild?.textContent ?? '')
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by name or e-mail' })
const roleFilter = () => screen.getByRole('combobox', { name: 'Role' })

/** Waits until the member table's summary reads `text` and no read is replacing its rows. */
async function tableShows(text: RegExp) {
  await waitFor(() => {
    expect(summaryText()).toMatch(text)
    expect(tableSettled()).toBe(true)
  })
}

/** The names in the role selects of the rows whose role is exactly `member`. */
function plainMemberNames(): string[] {
  return screen
    .getAllByRole<HTMLSelectElement>('combobox', { name: /^Role of / })
    .filter((select) => select.value === 'member')
    .map((select) => (select.getAttribute('aria-label') ?? '').replace(/^Role of /, ''))
}

/** Loads `<MemberTable>` on `page` and drives it. */
export async function memberTableFlows(page: MeasuredPage): Promise<void> {
  await page.load({
    page: <MemberTable defaultPageSize={MEMBER_PAGE_SIZE} locale="en-US" />,
    until: 'the first page shows with its row actions',
    ready: async () => {
      await tableShows(/^1–10 of 25 members/)
      // The row actions wait for the viewer's role and the owner count.
      await screen.findAllByRole('combobox', { name: /^Role of / })
    },
  })
  await page.act('next page', async (user) => {
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await tableShows(/^11–20 of 25 members/)
  })
  await page.act('sort by joined date, newest first (back to page 1)', async (user) => {
    const joined = () => screen.getByRole('columnheader', { name: /Joined/ })
    await user.click(within(joined()).getByRole('button'))
    await waitFor(() => expect(joined().getAttribute('aria-sort')).toBe('descending'))
    await tableShows(/^1–10 of 25 members/)
  })
  await page.act('role filter: Admin', async (user) => {
    await user.selectOptions(roleFilter(), 'admin')
    await tableShows(/^1–3 of 3 members/)
  })
  await page.act('role filter: All roles again', async (user) => {
    await user.selectOptions(roleFilter(), '')
    await tableShows(/^1–10 of 25 members/)
  })
  await page.act(`type "${SEARCH_TEXT}" in the search box (${SEARCH_TEXT.length} keystrokes)`, async (user) => {
    await user.type(searchBox(), SEARCH_TEXT)
    await tableShows(/^1–6 of 6 members/)
    expect(memberNames().every((name) => name.startsWith(SEARCH_TEXT))).toBe(true)
  })
  await page.act('clear the search box', async (user) => {
    await user.clear(searchBox())
    await tableShows(/^1–10 of 25 members/)
  })
  const [promoted, removed] = plainMemberNames()
  await page.act('change a member’s role to Admin', async (user) => {
    const name = must(promoted, 'plain member to promote')
    await user.selectOptions(screen.getByRole('combobox', { name: `Role of ${name}` }), 'admin')
    await screen.findByText(`${name} is now Admin.`)
  })
  await page.act('remove a member (confirmed in the dialog)', async (user) => {
    const name = must(removed, 'plain member to remove')
    await user.click(screen.getByRole('button', { name: `Remove ${name}` }))
    const dialog = screen.getByRole('dialog', { name: `Remove ${name}` })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await screen.findByText(`${name} was removed.`)
    await tableShows(/^1–10 of 24 members/)
  })
  page.close()
}
