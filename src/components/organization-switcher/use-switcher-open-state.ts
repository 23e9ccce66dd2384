import { useCallback, useRef } from 'react'
import { useControllableState } from '../ui/use-controllable-state'
import type { OrganizationSwitcherProps } from './organization-switcher'
import { useSwitcherShortcut } from './use-switcher-shortcut'

/**
 * Whether the switcher's list is open, and where the focus goes when it closes. A pointer or the focus going
 * elsewhere closes the list and leaves the focus there (`closeList`); Escape, a switch or the create entry give
 * it back to the trigger, or to where the shortcut was pressed (`closeAndFocusTrigger`). The shortcut
 * (`shortcutKey`, ⌘K or Ctrl+K by default) opens the list from anywhere, and closes it when open.
 */
export function useSwitcherOpenState(props: OrganizationSwitcherProps, onOpening: () => void) {
  const [open, setOpen] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  })
  const triggerRef = useRef<HTMLButtonElement>(null)
  // Where the focus was when the shortcut opened the list: it goes back there on close.
  const returnFocusRef = useRef<HTMLElement | null>(null)
  const closeList = useCallback(() => {
    returnFocusRef.current = null
    setOpen(false)
  }, [setOpen])
  const closeAndFocusTrigger = () => {
    setOpen(false)
    const back = returnFocusRef.current
    returnFocusRef.current = null
    const target = back?.isConnected ? back : triggerRef.current
    target?.focus()
  }
  const toggle = () => {
    if (!open) onOpening()
    setOpen(!open)
  }
  const shortcutKey = props.shortcutKey ?? 'k'
  useSwitcherShortcut(shortcutKey, () => {
    const trigger = triggerRef.current
    if (open) closeAndFocusTrigger()
    else if (trigger) {
      returnFocusRef.current = document.activeElement as HTMLElement | null
      // On the trigger while the popover's code loads (Escape works there), then on the filter box.
      trigger.focus()
      toggle()
    }
  })
  return { open, triggerRef, shortcutKey, closeList, closeAndFocusTrigger, toggle }
}
