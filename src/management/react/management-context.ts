import { createContext } from 'react'
import type { ManagementClient } from '../client/management-client'

/** What `<ManagementProvider>` gives to the management hooks and components. */
export interface ManagementContextValue {
  /** The client every management read and write goes through. */
  client: ManagementClient
  /** Overrides of the messages catalog for the management components, by key. */
  messages: Partial<Record<string, string>>
}

/** The management context; `null` outside `<ManagementProvider>`. */
export const ManagementContext = createContext<ManagementContextValue | null>(null)
