import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { ActionsMenu } from '../../../src/components/ui/actions-menu'
import { ConfirmDialog } from '../../../src/components/ui/confirm-dialog'

function renderMenu() {
  const onRemove = vi.fn()
  const onChangeRole = vi.fn()
  render(
    <>
      <ActionsMenu
        label="Actions for Mia Member"
        items={[
          { id: 'change-role', label: 'Change role', onSelect: onChangeRole },
          { id: 'make-owner', label: 'Make owner', onSelect: vi.fn() },
          { id: 'remove', label: 'Remove', tone: 'danger', onSelect: onRemove },
        ]}
      />
      <button type="button">After</button>
    </>,
  )
  return { onRemove, onChangeRole, button: screen.getByRole('button', { name: 'Actions for Mia Member' }) }
}

describe('ActionsMenu', () => {
  it('is a menu button: closed, then Enter opens it with the focus on the first entry', async () => {
    const user = userEvent.setup()
    const { button } = renderMenu()
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('menu')).toBeNull()
    button.focus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('menu', { name: 'Actions for Mia Member' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Change role' })).toHaveFocus())
  })

  it('Space and ArrowDown open on the first entry, ArrowUp on the last', async () => {
    const user = userEvent.setup()
    const { button } = renderMenu()
    button.focus()
    await user.keyboard(' ')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Change role' })).toHaveFocus())
    await user.keyboard('{Escape}')
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Change role' })).toHaveFocus())
    await user.keyboard('{Escape}')
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus())
  })

  it('arrows move and wrap, Home and End jump, a letter moves to the entry starting with it', async () => {
    const user = userEvent.setup()
    const { button } = renderMenu()
    button.focus()
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Change role' })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Make owner' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Change role' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('menuitem', { name: 'Change role' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus()
    await user.keyboard('m')
    expect(screen.getByRole('menuitem', { name: 'Make owner' })).toHaveFocus()
  })

  it('Escape closes and returns the focus to the button; Tab closes and moves on', async () => {
    const user = userEvent.setup()
    const { button } = renderMenu()
    button.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Change role' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Change role' })).toHaveFocus())
    await user.tab()
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })

  it('choosing an entry closes the menu, puts the focus on the button and runs the entry; danger is marked', async () => {
    const user = userEvent.setup()
    const { button, onRemove, onChangeRole } = renderMenu()
    await user.click(button)
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('data-tone', 'danger')
    expect(screen.getByRole('menuitem', { name: 'Change role' })).not.toHaveAttribute('data-tone')
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }))
    expect(onRemove).toHaveBeenCalledOnce()
    expect(onChangeRole).not.toHaveBeenCalled()
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('a press outside closes it', async () => {
    const user = userEvent.setup()
    const { button } = renderMenu()
    await user.click(button)
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'After' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('renders nothing without entries', () => {
    render(<ActionsMenu label="Actions for Nobody" items={[]} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})

function ConfirmHarness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ConfirmDialog
          title="Remove Mia Member from Acme Inc.?"
          description="They lose access at once."
          confirmLabel="Remove Mia Member"
          pendingLabel="Removing…"
          cancelLabel="Cancel"
          tone="danger"
          pending={pending}
          error={error}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setPending(true)
            onConfirm()
              .then(
                () => setOpen(false),
                (failure: unknown) => setError(failure instanceof Error ? failure.message : 'Failed'),
              )
              .finally(() => setPending(false))
          }}
        />
      )}
    </>
  )
}

describe('ConfirmDialog', () => {
  it('names the consequence, starts on Cancel, and Cancel returns the focus to the opener without confirming', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn(() => Promise.resolve())
    render(<ConfirmHarness onConfirm={onConfirm} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Remove Mia Member from Acme Inc.?' })
    expect(dialog).toHaveAccessibleDescription('They lose access at once.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onConfirm).not.toHaveBeenCalled()
    expect(opener).toHaveFocus()
  })

  it('shows the pending words while the request runs, and keeps a failure inside as an alert', async () => {
    const user = userEvent.setup()
    const rejections: ((error: Error) => void)[] = []
    const onConfirm = vi.fn(() => new Promise((_, reject: (error: Error) => void) => rejections.push(reject)))
    render(<ConfirmHarness onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('button', { name: 'Remove Mia Member' }))
    const pendingButton = screen.getByRole('button', { name: 'Removing…' })
    expect(pendingButton).toHaveAttribute('aria-disabled', 'true')
    await user.click(pendingButton)
    expect(onConfirm).toHaveBeenCalledOnce()
    rejections[0]?.(new Error('You cannot remove the last owner.'))
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot remove the last owner.')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove Mia Member' })).not.toHaveAttribute('aria-disabled')
  })
})
