import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'

/**
 * Calls `onDismiss` when a pointer goes down outside `ref`'s element while `active`: how a non-modal
 * popover closes when the user clicks elsewhere.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void {
  const onDismissRef = useRef(onDismiss)
  onDismissRef.current = onDismiss
  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      const root = ref.current
      if (root && event.target instanceof Node && !root.contains(event.target)) onDismissRef.current()
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [ref, active])
}
