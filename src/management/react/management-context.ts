import { createContext } from 'react'
import type { MessageOverrides } from '../../messages/catalog'
import type { ManagementClient } from '../client/management-client'

/** What `<ManagementProvider>` gives to the management hooks and components. */
export interface ManagementContextValue {
  /** The client every management read and write goes through. */
  client: ManagementClient
  /** Overrides of the messages catalog for the management components, by key. */
  messages: MessageOverrides
  /** The language of the messages, for their plural forms; the `<OrgKitProvider>`'s when absent. */
  locale: string | undefined
}

/** The management context; `null` outside `<ManagementProvider>`. */
export const ManagementContext = createContext<ManagementContextValue | null>(null)
