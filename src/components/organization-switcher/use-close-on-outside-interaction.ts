import { useEffect } from 'react'
import type { RefObject } from 'react'

/**
 * Closes a non-modal popover while it is open when a pointer goes down or the focus moves outside `root`
 * (the popover and the control that opened it).
 */
export function useCloseOnOutsideInteraction(
  root: RefObject<HTMLElement | null>,
  { open, onClose }: { open: boolean; onClose: () => void },
) {
  useEffect(() => {
    if (!open) return
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return
      onClose()
    }
    document.addEventListener('pointerdown', onOutside, true)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('pointerdown', onOutside, true)
      document.removeEventListener('focusin', onOutside)
    }
  }, [root, open, onClose])
}
