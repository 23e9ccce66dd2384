import type { InvitationDisplayStatus } from '../../core/invitation-state'
import type { ForbiddenActions } from '../can/forbidden-actions-context'
import type { AcceptInvitationUrl } from '../ui/invitation-link'

/** Props of {@link OrganizationInvitations}. */
export interface OrganizationInvitationsProps {
  /** The organization; the active one when absent. */
  organizationId?: string | undefined
  /**
   * Which statuses to list ("expired" is derived from `expiresAt`): by default the open ones, those the
   * owner may still act on, so a canceled invitation leaves the table. Pass every status to show the history.
   * @default ['pending', 'expired']
   */
  statuses?: readonly InvitationDisplayStatus[] | undefined
  /** The accept link of an invitation, for "Copy invitation link". @default `<origin><invitationBasePath>?invitationId=<id>` */
  acceptInvitationUrl?: AcceptInvitationUrl | undefined
  /** Path of the app's accept-invitation route, for the default link. @default '/auth/accept-invitation' */
  invitationBasePath?: string | undefined
  /**
   * The most invitations the server lists (Better Auth's list has no paging; its adapter stops at
   * `advanced.database.defaultFindManyLimit`). When exactly this many come back, the table says that more
   * may exist. Pass the server's value when it raises it.
   * @default 100
   */
  serverListLimit?: number | undefined
  /** Locale of dates. @default the provider's `locale`, else the browser's */
  locale?: string | undefined
  /**
   * Refused row actions (resend, invite again, cancel): left out (`hide`), or shown disabled with the reason
   * (`explain`).
   * @default the nearest `<ForbiddenActionsProvider>`'s, else 'hide'
   */
  forbiddenActions?: ForbiddenActions | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}
