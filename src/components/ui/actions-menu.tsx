import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { Ellipsis } from 'lucide'
import { Icon } from './icon'
import { cn } from './cn'

/** One entry of an {@link ActionsMenu}. */
export interface ActionsMenuItem {
  /** The entry's key, and its `data-action` (a styling and test hook). */
  id: string
  /** The entry's words ("Change role", "Remove"). */
  label: string
  /** `danger` marks a destructive entry (removal, leaving). @default 'default' */
  tone?: 'default' | 'danger'
  /**
   * Why the viewer may not take this action (explained, not hidden): the entry stays in the menu and
   * focusable, `aria-disabled`, with this sentence shown under its label and as its accessible description;
   * choosing it does nothing.
   */
  disabledReason?: string | undefined
  /** Called once the menu has closed and the focus is back on its button (so a dialog opened here returns it there). */
  onSelect: () => void
}

/** Props of {@link ActionsMenu}. */
export interface ActionsMenuProps {
  /** The button's accessible name, naming what it acts on: "Actions for Mia Member". */
  label: string
  /** The entries, in order; with none, no menu is rendered at all. */
  items: readonly ActionsMenuItem[]
  /** Prefix of the parts' `data-slot`: `<slot>`, `-trigger`, `-content`, `-item`. @default 'orgkit-actions-menu' */
  slot?: string
  className?: string | undefined
}

/** Where the focus goes as the menu opens: the first entry (Enter, Space, ArrowDown, a click) or the last (ArrowUp). */
type OpenFocus = 'first' | 'last'

/**
 * A row's actions behind one button (the WAI-ARIA menu button pattern): Enter, Space or ArrowDown open the
 * menu on its first entry, ArrowUp on its last; arrows move (wrapping), Home and End jump, a letter moves to
 * the next entry starting with it; Escape closes and returns the focus to the button, Tab closes and moves
 * on, a click outside closes. Choosing an entry closes the menu, puts the focus back on the button, then
 * runs the entry. Positioned by CSS (actions-menu.css) so it stays inside the viewport from 320 px up.
 */
export function ActionsMenu({ label, items, slot = 'orgkit-actions-menu', className }: ActionsMenuProps) {
  const [openFocus, setOpenFocus] = useState<OpenFocus | null>(null)
  const open = openFocus !== null
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const buttonId = useId()
  const menuId = useId()

  const entries = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
  const focusEntry = (index: number) => {
    const all = entries()
    if (all.length === 0) return
    all[(index + all.length) % all.length]?.focus()
  }
  const close = (returnFocus: boolean) => {
    setOpenFocus(null)
    if (returnFocus) buttonRef.current?.focus()
  }

  // Once open, the focus goes to the first (or last) entry.
  useEffect(() => {
    if (openFocus === null) return
    focusEntry(openFocus === 'first' ? 0 : -1)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the menu opens
  }, [openFocus])

  // A press outside the menu and its button closes it, leaving the focus where the press put it.
  useEffect(() => {
    if (!open) return
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenFocus(null)
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress)
  }, [open])

  if (items.length === 0) return null

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      setOpenFocus('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setOpenFocus('last')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = entries()
    const current = all.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusEntry(current + 1),
      ArrowUp: () => focusEntry(current - 1),
      Home: () => focusEntry(0),
      End: () => focusEntry(-1),
      Escape: () => close(true),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      move()
    } else if (event.key === 'Tab') {
      // The focus moves on from the button, as if the menu had not been there.
      buttonRef.current?.focus()
      setOpenFocus(null)
    } else if (event.key.length === 1 && /\S/u.test(event.key)) {
      const letter = event.key.toLocaleLowerCase()
      const starting = (index: number) => all[index]?.textContent.trim().toLocaleLowerCase().startsWith(letter)
      for (let step = 1; step <= all.length; step += 1) {
        const index = (current + step) % all.length
        if (starting(index)) {
          focusEntry(index)
          break
        }
      }
    }
  }

  const choose = (item: ActionsMenuItem) => {
    // A refused entry does nothing, and the menu stays open on it (its reason is right there).
    if (item.disabledReason) return
    close(true)
    item.onSelect()
  }

  return (
    <div ref={rootRef} data-slot={slot} data-state={open ? 'open' : undefined} className={cn(className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        data-slot={`${slot}-trigger`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onKeyDown={onButtonKeyDown}
        onClick={() => (open ? close(false) : setOpenFocus('first'))}
      >
        <Icon icon={Ellipsis} />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={buttonId}
          data-slot={`${slot}-content`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            const reasonId = `${menuId}-${item.id}-reason`
            return (
              <button
                key={item.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-slot={`${slot}-item`}
                data-action={item.id}
                data-tone={item.tone === 'danger' ? 'danger' : undefined}
                aria-disabled={item.disabledReason ? true : undefined}
                aria-describedby={item.disabledReason ? reasonId : undefined}
                onClick={() => choose(item)}
              >
                {item.label}
                {item.disabledReason ? (
                  // Not part of the entry's name: `aria-hidden` keeps it out, `aria-describedby` still reads it.
                  <span id={reasonId} data-slot="orgkit-disabled-reason" aria-hidden="true">
                    {item.disabledReason}
                  </span>
                ) : null}
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}
