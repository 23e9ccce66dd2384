import { useEffect, useLayoutEffect, useRef } from 'react'

/** A keyboard shortcut of {@link OrganizationSwitcher}: a key and its modifiers. */
export interface OrganizationSwitcherShortcut {
  /** The key, as `KeyboardEvent.key` names it, in any case (`'k'`, `'o'`, `'/'`). */
  key: string
  /**
   * Held with ⌘ or Ctrl (either one, so ⌘K on macOS and Ctrl+K elsewhere both work).
   * @default true
   */
  mod?: boolean | undefined
  /** Held with Shift. @default false */
  shift?: boolean | undefined
  /** Held with Alt (⌥). @default false */
  alt?: boolean | undefined
}

/**
 * Calls `onPress` on `shortcut` pressed anywhere in the page, unless the app already handled the key
 * (`preventDefault`) or the focus is in a text area or a rich-text editor (`contenteditable`), where ⌘K
 * commonly inserts a link. `false` listens to nothing. Gives the shortcut as `aria-keyshortcuts` writes it.
 */
export function useSwitcherShortcut(shortcut: OrganizationSwitcherShortcut | false, onPress: () => void) {
  const latest = useRef(onPress)
  useLayoutEffect(() => {
    latest.current = onPress
  })
  const { key = '', mod = true, shift = false, alt = false } = shortcut || {}
  useEffect(() => {
    if (!key) return
    const onKeyDown = (event: KeyboardEvent) => {
      const { target } = event
      if (event.defaultPrevented || event.repeat || event.key.toLowerCase() !== key.toLowerCase()) return
      if ((event.metaKey || event.ctrlKey) !== mod || event.shiftKey !== shift || event.altKey !== alt) return
      if (target instanceof HTMLElement && (target.isContentEditable || target instanceof HTMLTextAreaElement)) return
      event.preventDefault()
      latest.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [key, mod, shift, alt])
  const keys = [alt && 'Alt', shift && 'Shift', key.toUpperCase()].filter(Boolean).join('+')
  if (!key) return undefined
  return mod ? `Meta+${keys} Control+${keys}` : keys
}
