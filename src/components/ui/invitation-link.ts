/** Where the accept-invitation route lives unless the app says otherwise (Neon Auth's path). */
export const DEFAULT_INVITATION_BASE_PATH = '/auth/accept-invitation'

/** Builds the link an invitee opens: an absolute URL of one invitation's accept page. */
export type AcceptInvitationUrl = (invitationId: string) => string

/**
 * The accept link of an invitation on the app's own origin: `<origin><basePath>?invitationId=<id>`.
 * Without a window (server rendering), the path alone.
 */
export function acceptInvitationUrl(invitationId: string, basePath: string = DEFAULT_INVITATION_BASE_PATH): string {
  const path = `${basePath}?invitationId=${encodeURIComponent(invitationId)}`
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString()
}
