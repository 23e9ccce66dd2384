import { beforeAll, describe, expect, it } from 'vitest'
import { signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { expectToast, watchRequests } from './support/actions'
import { setUpDemoSession } from './support/demo-session'

// Issue 23, finding 2: a double click on Accept sent two accept requests (the second then said "no longer
// available"). The kit's one double-submit guard lets the first through and nothing more.
let outsider: Visitor

// The seed's pending invitation: outsider@example.com to Acme Inc, as a member.
const session = setUpDemoSession()

beforeAll(async () => {
  outsider = await session.visitor()
  await signIn(outsider.page, 'outsider@example.com')
})

describe('a double click on Accept', () => {
  it('sends one accept request, and the invitee joins', async () => {
    const invitation: { id: string } = await session.demo.backend.db
      .selectFrom('invitation')
      .select('id')
      .where('email', '=', 'outsider@example.com')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
    const { page } = outsider
    const accepts = watchRequests(page, '/organization/accept-invitation')
    await page.goto(`/auth/accept-invitation?invitationId=${invitation.id}`)
    await page.getByRole('heading', { name: 'Join Acme Inc' }).waitFor()
    await page.getByRole('button', { name: 'Accept invitation' }).dblclick()
    await expectToast(page, 'You joined Acme Inc.')
    expect(accepts.count).toBe(1)
    expect(await page.getByText(/no longer available/).count()).toBe(0)
    expect(outsider.problems).toEqual([])
  })
})
