import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ActiveOrganizationGate } from '../../../src/components/active-organization-gate/active-organization-gate'
import { useSession } from '../../../src/hooks/use-session'
import { useSetActiveOrganization } from '../../../src/hooks/use-set-active-organization'
import { orgKeys } from '../../../src/query/org-keys'
import { renderWithKit } from '../../support/render-with-kit'
import { axeViolations } from '../member-table/axe'
import {
  NONE,
  holdingOperation,
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

  it('a create from the choice after the organization was unset never swaps in the pages; its refusal stays in the dialog', async () => {
    const { transport, userId, acme } = await signedInAs(ONE, { active: 'acme' })
    // The create hangs until refused: a write of the kit runs the whole time.
    const { transport: holding, refuse, refused } = holdingOperation(transport, 'create', 'ORGANIZATION_ALREADY_EXISTS')
    const { user, container, queryClient } = renderWithKit(<ActiveOrganizationGate>{PAGES}</ActiveOrganizationGate>, {
      transport: holding,
    })
    await pages()
    await waitFor(() => expect(recorded(userId)).toBe(acme))
    // Unset elsewhere (another page, another client): the user chooses again.
    await transport.setActive({ organizationId: null })
    await act(() => queryClient.refetchQueries({ queryKey: orgKeys.session() }))
    await screen.findByRole('heading', { name: CHOOSE }, { timeout: 5000 })
    const texts = watchTexts(container)
    await user.click(screen.getByRole('button', { name: 'Create organization' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' }, { timeout: 5000 })
    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'Initech')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(queryClient.isMutating()).toBe(1))
    await act(async () => {
      await Promise.resolve()
    })
    expect(texts.seen('The organization’s pages')).toBe(false)
    await act(async () => {
      refuse()
      await refused.catch(() => undefined)
    })
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeInTheDocument())
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Initech')
    texts.stop()
    expect(texts.seen('The organization’s pages')).toBe(false)
  })

  it('a switch that fails is not recorded as the last used, though the session showed it meanwhile', async () => {
    const { transport, userId, acme, globex } = await signedInAs(SEVERAL, { active: 'acme' })
    // The switch hangs until refused: the session shows Globex (optimistically) the whole time.
    const {
      transport: holding,
      refuse,
      refused,
    } = holdingOperation(transport, 'setActive', 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION')
    function SwitchToGlobex() {
      const switchTo = useSetActiveOrganization()
      const session = useSession()
      return (
        <>
          <p>Active: {session.data?.activeOrganizationId}</p>
          <button type="button" onClick={() => switchTo.mutate({ organizationId: globex })}>
            Switch
          </button>
        </>
      )
    }
    const { user } = renderWithKit(
      <ActiveOrganizationGate>
        <SwitchToGlobex />
      </ActiveOrganizationGate>,
      { transport: holding },
    )
    await screen.findByText(`Active: ${acme}`, {}, { timeout: 5000 })
    await waitFor(() => expect(recorded(userId)).toBe(acme))
    await user.click(screen.getByRole('button', { name: 'Switch' }))
    await screen.findByText(`Active: ${globex}`)
    await act(async () => {
      await Promise.resolve()
    })
    expect(recorded(userId)).toBe(acme)
    await act(async () => {
      refuse()
      await refused
    })
    await screen.findByText(`Active: ${acme}`)
    expect(recorded(userId)).toBe(acme)
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
