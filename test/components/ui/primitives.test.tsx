import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Avatar, avatarColor, initials } from '../../../src/components/ui/avatar'
import { Dialog } from '../../../src/components/ui/dialog'
import { useControllableState } from '../../../src/components/ui/use-controllable-state'

describe('Avatar', () => {
  it.each(['javascript:alert(1)', 'ftp://x/y.png', 'data:text/html,<script>', 'not a url'])(
    'never renders %s',
    (src) => {
      const { container } = render(<Avatar name="Acme Inc" src={src} />)
      expect(container.querySelector('img')).toBeNull()
      expect(container.textContent).toBe('AI')
    },
  )

  it.each(['https://example.com/a.png', 'http://example.com/a.png', 'data:image/png;base64,AAAA'])(
    'renders %s',
    (src) => {
      const { container } = render(<Avatar name="Acme" src={src} />)
      expect(container.querySelector('img')?.getAttribute('src')).toBe(src)
    },
  )

  it('makes initials from one or many words (the full table is in avatar-initials.test.ts)', () => {
    expect(initials('acme')).toBe('AC')
    expect(initials('  Big  Red Dog ')).toBe('BD')
  })

  it('draws the initials on a colour from its colorKey, the name when absent', () => {
    const { container } = render(
      <>
        <Avatar name="Acme Inc" colorKey="org_1" />
        <Avatar name="Acme Inc" colorKey="org_1" src="https://example.com/logo.png" />
        <Avatar name="Acme Inc" />
      </>,
    )
    const [initialsAvatar, imageAvatar, byName] = Array.from(container.querySelectorAll('[data-slot="orgkit-avatar"]'))
    expect(initialsAvatar?.getAttribute('data-color')).toBe(avatarColor('org_1'))
    // An image needs no colour behind it (a transparent logo would show it).
    expect(imageAvatar?.hasAttribute('data-color')).toBe(false)
    expect(byName?.getAttribute('data-color')).toBe(avatarColor('Acme Inc'))
  })

  it('falls back to the coloured initials when the image fails to load', () => {
    const { container } = render(<Avatar name="Acme Inc" colorKey="org_1" src="https://example.com/broken.png" />)
    const image = container.querySelector('img')
    expect(image).not.toBeNull()
    act(() => {
      image?.dispatchEvent(new Event('error'))
    })
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('AI')
    expect(container.firstElementChild?.getAttribute('data-color')).toBe(avatarColor('org_1'))
  })

  it('is named by the whole name when it is not decorative', () => {
    render(<Avatar name="Émile Zola" decorative={false} />)
    expect(screen.getByRole('img', { name: 'Émile Zola' })).toHaveTextContent('ÉZ')
  })
})

describe('useControllableState', () => {
  it('keeps local state when uncontrolled and reports changes', () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useControllableState({ prop: undefined, defaultProp: 1, onChange }))
    act(() => result.current[1](2))
    expect(result.current[0]).toBe(2)
    expect(onChange).toHaveBeenCalledWith(2)
  })

  it('follows the prop when controlled', () => {
    const onChange = vi.fn()
    const { result } = renderHook(() => useControllableState({ prop: 5, defaultProp: 1, onChange }))
    act(() => result.current[1](6))
    expect(result.current[0]).toBe(5)
    expect(onChange).toHaveBeenCalledWith(6)
  })
})

describe('Dialog', () => {
  function Harness() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <Dialog open={open} onOpenChange={setOpen} title="Invite people" description="They get an e-mail.">
          <button onClick={() => setOpen(false)}>Done</button>
        </Dialog>
      </>
    )
  }

  it('is labelled by its title, described, and returns focus to the trigger on close', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Invite people' })
    expect(dialog).toHaveAccessibleDescription('They get an e-mail.')
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })
})
