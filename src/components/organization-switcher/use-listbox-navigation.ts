import { useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { fold } from '../../core/slug'
import type { SwitcherEntry } from './switcher-entries'

/** Letters typed within this time of each other extend one typeahead search. */
const TYPEAHEAD_PAUSE_MS = 700

/** Options of {@link useListboxNavigation}. */
export interface ListboxNavigationOptions {
  entries: readonly SwitcherEntry[]
  /** The active organization's id: highlighted when the list opens. */
  activeId: string | null
  /** Whether the keys come from the filter box (which takes letters as text, not as typeahead). */
  hasFilter: boolean
  /** The filter box's text: while there is some, Home and End move its caret. */
  query: string
  /** Called with the highlighted entry on Enter (and Space in the listbox). */
  onSelect: (entry: SwitcherEntry) => void
}

/** What {@link useListboxNavigation} gives. */
export interface ListboxNavigation {
  /** The index of the highlighted entry, `-1` for none. */
  highlighted: number
  /** Highlights an entry (the pointer moving over it). */
  highlight: (index: number) => void
  /** The key handler of the listbox and the filter box. */
  onNavigationKey: (event: KeyboardEvent) => void
}

/** The index a navigation key moves to, `undefined` for any other key. */
function indexForKey(
  key: string,
  { highlighted, last, caretKeys }: { highlighted: number; last: number; caretKeys: boolean },
) {
  switch (key) {
    case 'ArrowDown':
      return highlighted + 1
    case 'ArrowUp':
      return highlighted - 1
    case 'PageUp':
      return 0
    case 'PageDown':
      return last
    case 'Home':
      return caretKeys ? undefined : 0
    case 'End':
      return caretKeys ? undefined : last
    default:
      return undefined
  }
}

/**
 * The first entry, from `from` on and around, whose name starts with `text`. A first letter looks from the
 * next entry on (pressed again, it cycles); more letters refine in place.
 */
function typeaheadMatch(entries: readonly SwitcherEntry[], { text, from }: { text: string; from: number }) {
  const start = from + (text.length === 1 ? 1 : 0)
  for (let offset = 0; offset < entries.length; offset++) {
    const index = (((start + offset) % entries.length) + entries.length) % entries.length
    const entry = entries[index]
    if (entry && fold(entry.name).startsWith(text)) return index
  }
  return undefined
}

/**
 * The highlighted entry and the keys that move it. The focus stays on the listbox or the filter box; the
 * highlighted option is their `aria-activedescendant`. Arrows, PageUp/PageDown, Home/End (in the filter box
 * only while it is empty, else they move its caret), Enter; in the listbox also Space and typeahead.
 */
export function useListboxNavigation(options: ListboxNavigationOptions): ListboxNavigation {
  const { entries, activeId, hasFilter, query, onSelect } = options
  const last = entries.length - 1
  const clamp = (index: number) => Math.min(Math.max(index, 0), last)
  const [cursor, setCursor] = useState(() => entries.findIndex((entry) => entry.id === activeId))
  // The list shrinks while filtering: the highlight stays on an entry that exists (-1: none).
  const highlighted = clamp(cursor)
  // Typeahead: the letters typed so far and when the last one was (the event's time stamp).
  const typed = useRef({ text: '', at: Number.NEGATIVE_INFINITY })

  const onNavigationKey = (event: KeyboardEvent) => {
    const { key } = event
    const typing = event.timeStamp - typed.current.at < TYPEAHEAD_PAUSE_MS
    if (key === 'Enter' || (key === ' ' && !hasFilter && !typing)) {
      event.preventDefault()
      const entry = entries[highlighted]
      if (entry) onSelect(entry)
      return
    }
    let target = indexForKey(key, { highlighted, last, caretKeys: hasFilter && query !== '' })
    if (target === undefined) {
      const isLetter = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
      if (hasFilter || !isLetter) return
      const text = (typing ? typed.current.text : '') + fold(key)
      typed.current = { text, at: event.timeStamp }
      target = typeaheadMatch(entries, { text, from: highlighted })
    }
    event.preventDefault()
    if (target !== undefined) setCursor(clamp(target))
  }

  return { highlighted, highlight: setCursor, onNavigationKey }
}
