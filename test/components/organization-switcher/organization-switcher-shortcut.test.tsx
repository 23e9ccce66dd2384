import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrganizationSwitcher } from '../../../src/components/organization-switcher/organization-switcher'
import { demoSeed, DEMO_OWNER_EMAIL, seedMember, seedOrganization } from '../../../src/testing'
import { renderWithKit } from '../../support/render-with-kit'

// The switcher's keyboard shortcut: ⌘K or Ctrl+K by default, from anywhere in the page, back where it was pressed.

/** The demo seed with enough organizations for Alice that the list has its filter box. */
function manyOrganizations() {
  const seed = demoSeed()
  const names = ['Hooli', 'Initech', 'Massive Dynamic', 'Pied Piper', 'Stark', 'Umbrella', 'Wayne', 'Wonka']
  return {
    ...seed,
    organizations: [...(seed.organizations ?? []), ...names.map((name) => seedOrganization(name))],
    members: [
      ...(seed.members ?? []),
      ...names.map((name) => seedMember(name.toLowerCase().replace(' ', '-'), DEMO_OWNER_EMAIL, 'admin')),
    ],
  }
}

const LIMITS = { organization_limit: 20 }

function renderPage(ui: React.ReactNode) {
  return renderWithKit(
    <>
      <button type="button">Elsewhere</button>
      <textarea aria-label="Notes" />
      {ui}
    </>,
    { seed: manyOrganizations(), signedInAs: DEMO_OWNER_EMAIL, config: LIMITS },
  )
}

describe('OrganizationSwitcher shortcut', () => {
  it('opens with ⌘K or Ctrl+K from anywhere with the filter focused, and Escape goes back where it was pressed', async () => {
    const { user } = renderPage(<OrganizationSwitcher />)
    const trigger = await screen.findByRole('button', { name: /switch organization/ })
    expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Meta+K Control+K')
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })
    elsewhere.focus()
    await user.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filter organizations' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(elsewhere).toHaveFocus()
    await user.keyboard('{Meta>}k{/Meta}')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filter organizations' })).toHaveFocus())
    // Pressed again, it closes.
    await user.keyboard('{Meta>}k{/Meta}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(elsewhere).toHaveFocus()
  })

  it('leaves the key to a text area, to the app when it handled it, and to nobody with shortcutKey={false}', async () => {
    const { user, unmount } = renderPage(<OrganizationSwitcher />)
    await screen.findByRole('button', { name: /switch organization/ })
    await user.click(screen.getByRole('textbox', { name: 'Notes' }))
    await user.keyboard('{Control>}k{/Control}')
    expect(screen.queryByRole('dialog')).toBeNull()
    const handled = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true })
    handled.preventDefault()
    fireEvent(screen.getByRole('button', { name: 'Elsewhere' }), handled)
    expect(screen.queryByRole('dialog')).toBeNull()
    unmount()

    const off = renderPage(<OrganizationSwitcher shortcutKey={false} />)
    const trigger = await screen.findByRole('button', { name: /switch organization/ })
    expect(trigger).not.toHaveAttribute('aria-keyshortcuts')
    screen.getByRole('button', { name: 'Elsewhere' }).focus()
    await off.user.keyboard('{Control>}k{/Control}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('takes another key', async () => {
    const { user } = renderPage(<OrganizationSwitcher shortcutKey="o" />)
    const trigger = await screen.findByRole('button', { name: /switch organization/ })
    expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Meta+O Control+O')
    screen.getByRole('button', { name: 'Elsewhere' }).focus()
    await user.keyboard('{Control>}k{/Control}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.keyboard('{Control>}o{/Control}')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filter organizations' })).toHaveFocus())
  })

  it('takes a key given in upper case as the same key', async () => {
    const { user } = renderPage(<OrganizationSwitcher shortcutKey="K" />)
    const trigger = await screen.findByRole('button', { name: /switch organization/ })
    expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Meta+K Control+K')
    screen.getByRole('button', { name: 'Elsewhere' }).focus()
    await user.keyboard('{Control>}k{/Control}')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filter organizations' })).toHaveFocus())
  })
})
