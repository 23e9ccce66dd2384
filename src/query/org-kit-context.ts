import { createContext } from 'react'
import type { MessageOverrides } from '../messages/catalog'
import type { UseOrgKitResult } from './use-org-kit'

/**
 * What `<OrgKitProvider>` gives to the kit's own hooks and components: what apps read through `useOrgKit()`,
 * and the plumbing only the kit uses. Not exported from the package.
 */
export interface OrgKitContextValue extends UseOrgKitResult {
  /** The app's overrides of the messages catalog, by key (the kit's message hooks apply them). */
  messages: MessageOverrides
  /** Goes to a URL given to a component as a plain value: the provider's `navigate`, read when called. */
  navigate: (url: string) => void
  /** How long the kit's reads stay fresh (the provider's `staleTime`, resolved): factories made outside its bundle share it. */
  staleTime: number
}

/** The kit's context; `null` outside `<OrgKitProvider>`. */
export const OrgKitContext = createContext<OrgKitContextValue | null>(null)
