// The organizations a user used last in this browser, most recent first: the switcher lists them first. One
// `localStorage` entry per user, holding organization ids and nothing else (never a token), as the last active
// organization is kept (src/query/last-active-organization.ts). The two stay apart: that one loads up front, and
// a module shared with this lazily loaded one costs about 150 B more there with esbuild. Storage that cannot be
// used (a server render, a private window that refuses it) is skipped: the list then keeps its order by name.

const KEY_PREFIX = 'orgkit:recent-organizations:'

/** How many recent organizations are kept and listed first. */
export const RECENT_ORGANIZATIONS_MAX = 5

/** The `localStorage` key of one user's recent organizations. */
export function recentOrganizationsKey(userId: string): string {
  return KEY_PREFIX + userId
}

/** The ids of the organizations `userId` used last in this browser, most recent first (`[]` when none). */
export function readRecentOrganizations(userId: string): string[] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage.getItem(recentOrganizationsKey(userId)) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** Records `userId`'s recent organizations, most recent first (at most {@link RECENT_ORGANIZATIONS_MAX}). */
export function rememberRecentOrganizations(userId: string, organizationIds: readonly string[]): void {
  try {
    globalThis.localStorage.setItem(
      recentOrganizationsKey(userId),
      JSON.stringify(organizationIds.slice(0, RECENT_ORGANIZATIONS_MAX)),
    )
  } catch {
    // No storage: nothing is remembered.
  }
}
