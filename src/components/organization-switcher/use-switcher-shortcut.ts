import { useEffect } from 'react'

/**
 * Calls `onPress` when ⌘ or Ctrl and `key` are pressed anywhere in the page (either modifier, so ⌘K on macOS
 * and Ctrl+K elsewhere both work), unless the app already handled the key (`preventDefault`) or the focus is
 * in a text area or a rich-text editor (`contenteditable`), where ⌘K commonly inserts a link. `false` listens
 * to nothing. Listens anew after each render, so `onPress` sees the switcher's current state.
 */
export function useSwitcherShortcut(key: string | false, onPress: () => void) {
  useEffect(() => {
    if (!key) return
    const onKeyDown = (event: KeyboardEvent) => {
      const { target } = event
      const pressed = (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === key.toLowerCase()
      const inText =
        target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable)
      if (!pressed || inText || event.defaultPrevented || event.repeat) return
      event.preventDefault()
      onPress()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  })
}
