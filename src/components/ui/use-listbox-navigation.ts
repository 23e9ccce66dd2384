import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'

/** Options of {@link useListboxNavigation}. */
export interface ListboxNavigationOptions {
  /** The options' labels, in order; typeahead matches their beginning. */
  labels: readonly string[]
  /** The option highlighted first (e.g. the selected one). */
  initialIndex: number
  /** Called with the highlighted index on Enter (and Space when `typeahead` is on). */
  onSelect: (index: number) => void
  /** Jump to the option whose label starts with the typed letters; off when a text box has the focus. */
  typeahead: boolean
  /** Whether Home/End move the highlight (off while a filter box holds text: they move its caret then). */
  homeEnd: boolean
}

const TYPEAHEAD_RESET_MS = 700
/** Text without accents, lower-case: how typeahead and the switcher's filter compare names. */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

/**
 * Keyboard behaviour of a listbox whose focus stays on one element (the listbox or a filter box) and whose
 * highlighted option is announced through `aria-activedescendant`: arrows, Home/End, Enter, typeahead.
 */
export function useListboxNavigation({ labels, initialIndex, onSelect, typeahead, homeEnd }: ListboxNavigationOptions) {
  const count = labels.length
  const [highlighted, setHighlighted] = useState(initialIndex)
  const buffer = useRef({ text: '', at: 0 })

  // The list shrinks while filtering: keep the highlight on an option that exists.
  useEffect(() => {
    setHighlighted((index) => (count === 0 ? -1 : Math.min(Math.max(index, 0), count - 1)))
  }, [count])

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const move = (index: number) => {
        event.preventDefault()
        if (count > 0) setHighlighted(Math.min(Math.max(index, 0), count - 1))
      }
      switch (event.key) {
        case 'ArrowDown':
          return move(highlighted + 1)
        case 'ArrowUp':
          return move(highlighted - 1)
        case 'Home':
          if (!homeEnd) return
        // falls through: Home is PageUp unless it moves a filter box's caret
        case 'PageUp':
          return move(0)
        case 'End':
          if (!homeEnd) return
        // falls through
        case 'PageDown':
          return move(count - 1)
        case ' ':
          if (!typeahead || buffer.current.text !== '') break
        // falls through: Space selects like Enter, except while typing ahead
        case 'Enter':
          event.preventDefault()
          if (highlighted >= 0 && highlighted < count) onSelect(highlighted)
          return
      }
      if (!typeahead || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
      const now = Date.now()
      const text = (now - buffer.current.at > TYPEAHEAD_RESET_MS ? '' : buffer.current.text) + fold(event.key)
      buffer.current = { text, at: now }
      const start = text.length === 1 ? highlighted + 1 : highlighted
      const order = labels.map((_, i) => (start + i) % count)
      const match = order.find((i) => fold(labels[i] ?? '').startsWith(text))
      if (match !== undefined) move(match)
    },
    [count, highlighted, labels, onSelect, typeahead, homeEnd],
  )

  return { highlighted, setHighlighted, onKeyDown }
}
