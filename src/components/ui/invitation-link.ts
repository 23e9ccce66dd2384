/** Builds the link an invitee opens: an absolute URL of one invitation's accept page. */
export type AcceptInvitationUrl = (invitationId: string) => string

/** The path of the accept page when the app names none. */
const DEFAULT_INVITATION_BASE_PATH = '/auth/accept-invitation'

/**
 * The accept link of an invitation on the app's own origin: `<origin><basePath>?invitationId=<id>`.
 * Without a window (server rendering), the path alone.
 */
export function acceptInvitationUrl(invitationId: string, basePath = DEFAULT_INVITATION_BASE_PATH): string {
  const path = `${basePath}?invitationId=${encodeURIComponent(invitationId)}`
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href
}

/** How a component links to an invitation: the app's own builder, or the default link on a base path. */
export interface InvitationLinkOptions {
  /** The app's builder of accept links; wins over `invitationBasePath`. */
  acceptInvitationUrl?: AcceptInvitationUrl | undefined
  /** Path of the app's accept-invitation route, for the default link. @default '/auth/accept-invitation' */
  invitationBasePath?: string | undefined
}

/** The accept link of one invitation: the app's builder when it has one, else {@link acceptInvitationUrl}. */
export function invitationLink(invitationId: string, options: InvitationLinkOptions): string {
  return options.acceptInvitationUrl?.(invitationId) ?? acceptInvitationUrl(invitationId, options.invitationBasePath)
}
