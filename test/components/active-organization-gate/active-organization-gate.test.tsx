import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ActiveOrganizationGate } from '../../../src/components/active-organization-gate/active-organization-gate'
import { renderWithKit } from '../../support/render-with-kit'
import { axeViolations } from '../member-table/axe'
import {
  NONE,
  ONE,
  PAGES,
  SEVERAL,
  record,
  recorded,
  setActiveCalls,
  signedInAs,
  toast,
  watchTexts,
} from './gate-harness'

const CHOOSE = 'Choose an organization'
const pages = () => screen.findByText('The organization’s pages', {}, { timeout: 5000 })

afterEach(() => {
  localStorage.clear()
})

describe('ActiveOrganizationGate', () => {
  it('several and none last used: asks once, from buttons, focus on the heading; the choice opens and is recorded', async () => {
    const { transport, userId, globex } = await signedInAs(SEVERAL)
    const { user, container, unmount } = renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, {
      transport,
    })
    const heading = await screen.findByRole('heading', { level: 1, name: CHOOSE })
    await waitFor(() => expect(heading).toHaveFocus())
    const list = screen.getByRole('list', { name: 'Your organizations' })
    const [acmeChoice, globexChoice, ...others] = within(list).getAllByRole('button')
    expect(acmeChoice).toHaveAccessibleName('Open Acme Inc')
    expect(globexChoice).toHaveAccessibleName('Open Globex')
    expect(others).toEqual([])
    expect(screen.getByRole('button', { name: 'Create organization' })).toBeInTheDocument()
    expect(screen.queryByText('The organization’s pages')).toBeNull()
    expect(await axeViolations(container)).toEqual([])

    // By keyboard: Tab from the heading reaches the first choice, then the second; Enter opens it.
    await user.tab()
    expect(within(list).getByRole('button', { name: 'Open Acme Inc' })).toHaveFocus()
    await user.tab()
    await user.keyboard('{Enter}')
    await pages()
    expect(setActiveCalls(transport)).toEqual([globex])
    expect((await transport.getSession())?.activeOrganizationId).toBe(globex)
    await waitFor(() => expect(recorded(userId)).toBe(globex))
    await waitFor(() => expect(toast()).toHaveTextContent('Globex is open.'))

    // Signed out and in again (a fresh session, nothing active): Globex opens without asking.
    unmount()
    transport.signInAs(SEVERAL)
    transport.clearCalls()
    const again = renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, { transport })
    const texts = watchTexts(again.container)
    await pages()
    texts.stop()
    expect(texts.seen(CHOOSE)).toBe(false)
    expect(setActiveCalls(transport)).toEqual([globex])
  })

  it('several, the last used recorded: opens it without asking, the choice never shown', async () => {
    const { transport, userId, globex } = await signedInAs(SEVERAL)
    record(userId, globex)
    const { container } = renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, { transport })
    const texts = watchTexts(container)
    await pages()
    texts.stop()
    expect(texts.seen(CHOOSE)).toBe(false)
    expect(texts.seen('Opening your organization…')).toBe(true)
    expect(setActiveCalls(transport)).toEqual([globex])
    expect((await transport.getSession())?.activeOrganizationId).toBe(globex)
  })

  it('only one: opens it without asking and records it', async () => {
    const { transport, userId, acme } = await signedInAs(ONE)
    const { container } = renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, { transport })
    const texts = watchTexts(container)
    await pages()
    texts.stop()
    expect(texts.seen(CHOOSE)).toBe(false)
    expect(setActiveCalls(transport)).toEqual([acme])
    await waitFor(() => expect(recorded(userId)).toBe(acme))
  })

  it('an organization already active: the pages at once, no switch, and it is recorded as the last used', async () => {
    const { transport, userId, acme } = await signedInAs(SEVERAL, { active: 'acme' })
    const { container } = renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, { transport })
    const texts = watchTexts(container)
    await pages()
    await waitFor(() => expect(recorded(userId)).toBe(acme))
    texts.stop()
    expect(texts.seen(CHOOSE)).toBe(false)
    expect(setActiveCalls(transport)).toEqual([])
  })

  it('the last used is no longer one of theirs: it is forgotten, and with several the user chooses', async () => {
    const { transport, userId } = await signedInAs(SEVERAL)
    record(userId, 'an-organization-they-left')
    renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, { transport })
    expect(await screen.findByRole('heading', { name: CHOOSE })).toBeInTheDocument()
    await waitFor(() => expect(recorded(userId)).toBeNull())
    expect(setActiveCalls(transport)).toEqual([])
  })

  it('the last used is no longer one of theirs, and one is left: that one opens and replaces it', async () => {
    const { transport, userId, acme } = await signedInAs(ONE)
    record(userId, 'an-organization-they-left')
    renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, { transport })
    await pages()
    expect(setActiveCalls(transport)).toEqual([acme])
    await waitFor(() => expect(recorded(userId)).toBe(acme))
  })

  it('the last used of another user on this browser is not theirs: one user’s record never opens for another', async () => {
    const { transport, globex } = await signedInAs(SEVERAL)
    record('someone-else', globex)
    renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, { transport })
    expect(await screen.findByRole('heading', { name: CHOOSE })).toBeInTheDocument()
    expect(setActiveCalls(transport)).toEqual([])
  })

  it('none: how to create one, and the invitations received; accepting one opens it', async () => {
    const { transport, userId, acme } = await signedInAs(NONE)
    const { user, container } = renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, { transport })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Create or join an organization' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Create organization' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Accept: Acme Inc' }, { timeout: 5000 }))
    await pages()
    expect((await transport.getSession())?.activeOrganizationId).toBe(acme)
    await waitFor(() => expect(recorded(userId)).toBe(acme))
    expect(await axeViolations(container)).toEqual([])
  })

  it('opening the last used fails: says so, and the user chooses', async () => {
    const { transport, userId, globex } = await signedInAs(SEVERAL)
    record(userId, globex)
    transport.failNext('setActive', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION')
    renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, { transport })
    expect(await screen.findByRole('heading', { name: CHOOSE }, { timeout: 5000 })).toBeInTheDocument()
    const region = screen.getByRole('region', { name: 'Notifications' })
    await waitFor(() => expect(region).toHaveTextContent(/^Could not open Globex: /))
    expect(setActiveCalls(transport)).toEqual([globex])
  })

  it('signed out: renders nothing, not the pages', async () => {
    const { transport } = await signedInAs(SEVERAL)
    transport.signOut()
    const { container } = renderWithKit(
      <div data-testid="gate">
        <ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>
      </div>,
      { transport },
    )
    await waitFor(() => expect(screen.getByTestId('gate')).toBeEmptyDOMElement())
    expect(container).not.toHaveTextContent('Opening your organization…')
  })
})
