import { useSyncExternalStore } from 'react'

const neverChanges = () => () => undefined

/**
 * `serverValue` in a server render and in the hydrating render, then `clientValue` (read in the browser):
 * for what the server cannot know the same way (the locale, the time zone, the page's URL), so a
 * server-rendered page never mismatches the browser's first render.
 */
export function useHydrationSafeValue<T>(clientValue: () => T, serverValue: () => T): T {
  return useSyncExternalStore(neverChanges, clientValue, serverValue)
}
