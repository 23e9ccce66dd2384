import type { FullOrganization } from '../core/domain'
import type { OrgWriteName } from './org-keys'

/** What `onSwitched` learns when the session's active organization has moved and the new one is loaded. */
export interface OrganizationSwitchEvent {
  /** The signed-in user. */
  userId: string
  /** The previously active organization, `null` when none was. */
  from: string | null
  /** The now active organization, `null` when none is. */
  to: string | null
  /** The new active organization as loaded, `null` when none is active or it failed to load. */
  organization: FullOrganization | null
  /** The write that moved it. */
  cause: OrgWriteName
}

/**
 * Called once the active organization has moved and the new one is loaded: the provider's `onSwitched` (for
 * every switch, create, accept, delete and leave) and the switcher's (for its own switches, after the
 * provider's). A returned promise is not awaited by the switcher.
 */
export type OnOrganizationSwitched = (event: OrganizationSwitchEvent) => void | Promise<void>
