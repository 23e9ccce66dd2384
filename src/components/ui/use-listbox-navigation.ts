import { useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'

/** Text without accents, lower-case: how typeahead, the switcher's filter and slugs compare names. */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

/**
 * Keyboard behaviour of a listbox whose focus stays on one element (the listbox or a filter box) and whose
 * highlighted option is announced through `aria-activedescendant`: arrows, PageUp/PageDown, Home/End
 * (`homeEnd`: off while a filter box holds text, they move its caret then), Enter, and with `typeahead`
 * (off when a text box has the focus) Space and jumping to the option whose label starts with the typed letters.
 */
export function useListboxNavigation(labels: readonly string[], initialIndex: number, onSelect: (index: number) => void, typeahead: boolean, homeEnd: boolean) {
  const [index, setHighlighted] = useState(initialIndex)
  const typed = useRef({ text: '', at: 0 })
  const last = labels.length - 1
  // The list shrinks while filtering: the highlight stays on an option that exists (-1: none).
  const highlighted = Math.min(Math.max(index, 0), last)

  const onKeyDown = (event: KeyboardEvent) => {
    const { key } = event
    const move = (to: number) => {
      event.preventDefault()
      if (last >= 0) setHighlighted(Math.min(Math.max(to, 0), last))
    }
    const jumps: Record<string, number> = { ArrowDown: highlighted + 1, ArrowUp: highlighted - 1, PageUp: 0, PageDown: last }
    if (homeEnd) Object.assign(jumps, { Home: 0, End: last })
    const to = jumps[key]
    if (to !== undefined) return move(to)
    const now = Date.now()
    const typing = now - typed.current.at < 700 // letters typed in a row extend one search
    // Space selects like Enter, except while typing ahead (or typing in a filter box).
    if (key === 'Enter' || (key === ' ' && typeahead && !typing)) {
      event.preventDefault()
      if (highlighted >= 0) onSelect(highlighted)
    } else if (typeahead && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const text = (typing ? typed.current.text : '') + fold(key)
      typed.current = { text, at: now }
      // A first letter looks from the next option on (pressed again, it cycles); more letters refine in place.
      for (let i = 0; i <= last; i++) {
        const at = (highlighted + (text.length === 1 ? 1 : 0) + i) % (last + 1)
        if (fold(labels[at]!).startsWith(text)) return move(at)
      }
    }
  }

  return { highlighted, setHighlighted, onKeyDown }
}
