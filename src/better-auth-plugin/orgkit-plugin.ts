import type { BetterAuthPlugin } from 'better-auth'
import { getInvitationPreview, INVITATION_PREVIEW_PATH } from './invitation-preview-endpoint'
import { listOrganizationsWithRoles } from './organizations-with-roles-endpoint'
import { searchMembers } from './search-members-endpoint'

/** A rate-limit rule of the kit's routes: at most `max` requests per `window` seconds per client. */
export interface OrgKitRateLimit {
  /** Length of the window, in seconds. */
  window: number
  /** Requests allowed in one window. */
  max: number
}

/** Options of {@link orgkit}. */
export interface OrgKitPluginOptions {
  /**
   * The invitation preview's rate limit, applied by Better Auth's own rate limiter (so only where the app
   * enables it: `rateLimit.enabled`, on by default in production). Tighter than Better Auth's default (100
   * requests in 10 s), since the route needs no session.
   * @default { window: 60, max: 20 }
   */
  invitationPreviewRateLimit?: OrgKitRateLimit
}

const DEFAULT_PREVIEW_RATE_LIMIT: OrgKitRateLimit = { window: 60, max: 20 }

/**
 * The kit's Better Auth plugin. Its endpoint, `GET /orgkit/invitation-preview?id=`, answers anyone holding an
 * invitation's link, signed in or not, with the organization's name and logo, the inviter's name, the role, the
 * status and the expiry (never the invitee's e-mail), so the accept page can say who invited whom before
 * sign-in. A missing and an expired invitation get the same 404 `INVITATION_NOT_FOUND`. `GET /orgkit/list-organizations`
 * answers the signed-in user with a page of their organizations, each with their role and its member count, so
 * the switcher needs one request however many there are (Better Auth's own list stops at 100). It reads Better Auth's
 * organization plugin's tables, so `organization()` goes in the same `plugins` list. `GET /orgkit/search-members`
 * searches an organization's members by name and e-mail in the database, sorted and paged, under list-members'
 * permission checks (see `searchMembers`).
 *
 * @example
 * import { betterAuth } from 'better-auth'
 * import { organization } from 'better-auth/plugins'
 * import { orgkit } from 'orgkit/better-auth-plugin'
 *
 * export const auth = betterAuth({ database, plugins: [organization(), orgkit()] })
 *
 * Typed as Better Auth's `BetterAuthPlugin`, so its declaration names nothing of Better Auth's internals; the
 * kit's transports call the route by its path (`getInvitationPreview`).
 */
export function orgkit(options: OrgKitPluginOptions = {}): BetterAuthPlugin {
  const previewLimit = options.invitationPreviewRateLimit ?? DEFAULT_PREVIEW_RATE_LIMIT
  return {
    id: 'orgkit',
    endpoints: { getInvitationPreview, listOrganizationsWithRoles, searchMembers },
    rateLimit: [
      {
        window: previewLimit.window,
        max: previewLimit.max,
        pathMatcher: (path: string) => path === INVITATION_PREVIEW_PATH,
      },
    ],
  }
}
