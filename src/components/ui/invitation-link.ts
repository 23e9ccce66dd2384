/** Builds the link an invitee opens: an absolute URL of one invitation's accept page. */
export type AcceptInvitationUrl = (invitationId: string) => string

/**
 * The accept link of an invitation on the app's own origin: `<origin><basePath>?invitationId=<id>`.
 * Without a window (server rendering), the path alone.
 */
export function acceptInvitationUrl(invitationId: string, basePath = '/auth/accept-invitation'): string {
  const path = `${basePath}?invitationId=${encodeURIComponent(invitationId)}`
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href
}
