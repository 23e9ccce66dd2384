import { beforeAll, describe, expect, it } from 'vitest'
import { checkPage, signIn } from './support/browser'
import type { Visitor } from './support/browser'
import { expectToast } from './support/actions'
import { nav, openOrganization } from './support/flows'
import { setUpDemoSession } from './support/demo-session'

let owner: Visitor
let newcomer: Visitor

const session = setUpDemoSession()

beforeAll(async () => {
  ;[owner, newcomer] = await Promise.all([session.visitor(), session.visitor()])
  await signIn(owner.page, 'owner@example.com')
  await openOrganization(owner.page, 'Acme Inc')
})

describe('invitation e-mails on: someone new signs up from the e-mail', () => {
  it('the owner turns invitation e-mails on and invites nina@example.com; no link to copy, an e-mail instead', async () => {
    const { page } = owner
    await nav(page, 'Admin').click()
    await page.getByRole('checkbox', { name: 'Send invitation e-mails' }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Plugin settings saved.')
    expect(session.demo.backend.getPluginConfig().send_invitation_email).toBe(true)

    await nav(page, 'Members').click()
    await page.getByRole('button', { name: 'Invite members' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite members' })
    await dialog.getByLabel('E-mail addresses').fill('nina@example.com')
    await dialog.getByRole('button', { name: 'Invite' }).click()
    await dialog.getByText('1 invitation sent.').waitFor()
    expect(await dialog.getByRole('button', { name: /Copy invitation link/ }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
  })

  it('the e-mail is in the dev mailbox; its link leads to the accept page, which offers to create an account', async () => {
    const { page } = newcomer
    await page.goto('/dev/mailbox')
    await page.getByText('Olivia Owner invited you to join Acme Inc').waitFor()
    await checkPage(page, 'mailbox')
    await page.getByRole('link', { name: 'Open the invitation to nina@example.com' }).click()
    await page.getByRole('heading', { name: 'Join Acme Inc' }).waitFor()
    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.getByRole('heading', { name: 'Create an account' }).waitFor()
  })

  it('signing up asks to verify the address first (e-mails on need verification)', async () => {
    const { page } = newcomer
    await page.getByLabel('Name').fill('Nina Newcomer')
    await page.getByLabel('E-mail').fill('nina@example.com')
    await page.getByLabel('Password').fill('nina-password-1')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor()
    await checkPage(page, 'sign-up-verify')
  })

  it('the verification link signs her in and brings her back to the invitation; she accepts and lands in Acme', async () => {
    const { page } = newcomer
    await page.getByRole('main').getByRole('link', { name: 'dev mailbox' }).click()
    await page.getByRole('link', { name: 'Verify nina@example.com' }).click()
    await page.getByRole('heading', { name: 'Join Acme Inc' }).waitFor()
    await page.getByRole('button', { name: 'Accept invitation' }).click()
    await page.getByRole('button', { name: 'Acme Inc, switch organization' }).waitFor()
    await page.getByRole('heading', { name: 'Acme Inc' }).waitFor()
    expect(newcomer.problems).toEqual([])
  })
})
