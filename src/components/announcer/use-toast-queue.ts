import { useCallback, useRef, useState } from 'react'
import type { Announcement } from './announcement'

/** An announcement shown in the kit's toast region, with the id it is dismissed by. */
export interface Toast extends Announcement {
  id: number
}

/** At most this many results show at once; a new one pushes out the oldest result. Errors stay until dismissed. */
const MOST_RESULTS_SHOWN = 3

/** The toasts the kit's region shows: `show` adds one at the end, `dismiss` takes one away. */
export function useToastQueue() {
  const [toasts, setToasts] = useState<readonly Toast[]>([])
  const nextId = useRef(1)
  const show = useCallback((announcement: Announcement) => {
    const toast: Toast = { ...announcement, id: nextId.current }
    nextId.current += 1
    setToasts((shown) => {
      const errors = shown.filter((shownToast) => shownToast.tone === 'error')
      const results = shown.filter((shownToast) => shownToast.tone !== 'error')
      return toast.tone === 'error'
        ? [...results, ...errors, toast]
        : [...results, toast].slice(-MOST_RESULTS_SHOWN).concat(errors)
    })
  }, [])
  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id))
  }, [])
  return { toasts, show, dismiss }
}
