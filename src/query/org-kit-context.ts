import { createContext } from 'react'
import type { OrgKitAccessControl } from '../core/access-control'
import type { OrganizationPluginConfig } from '../core/plugin-config'
import type { Transport } from '../core/transport'
import type { MessageOverrides } from '../messages/catalog'
import type { OrgQueries } from './create-org-queries'

/** What `<OrgKitProvider>` gives to the kit's hooks and components. */
export interface OrgKitContextValue {
  /** The transport every read and write goes through. */
  transport: Transport
  /** The server's plugin configuration as the UI knows it, the spec's defaults filling the gaps. */
  config: OrganizationPluginConfig
  /** The app's overrides of the messages catalog, by key. */
  messages: MessageOverrides
  /** The language of the messages, which chooses their plural forms. */
  locale: string
  /**
   * The app's roles (`{ ac, roles }`, the provider's `accessControl`); `undefined` for Better Auth's default
   * owner, admin and member. Pass it to `checkRolePermission` and the `can*` rules.
   */
  accessControl: OrgKitAccessControl | undefined
  /** The read and write factories bound to the transport (one bundle per transport and configuration). */
  queries: OrgQueries
  /** Goes to a URL given to a component as a plain value (the provider's `navigate`). */
  navigate: (url: string) => void
}

/** The kit's context; `null` outside `<OrgKitProvider>`. */
export const OrgKitContext = createContext<OrgKitContextValue | null>(null)
