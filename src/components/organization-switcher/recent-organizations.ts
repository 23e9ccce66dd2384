// The organizations a user used last in this browser, most recent first: the switcher lists them first. One
// `localStorage` entry per user, holding organization ids and nothing else (never a token), as the last active
// organization is kept (src/query/last-active-organization.ts). Storage that cannot be used (a server render, a
// private window that refuses it) is skipped: the list then keeps its order by name.

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

/** Puts `organizationId` first among `userId`'s recent organizations (an active one, or one switched to). */
export function rememberRecentOrganization(userId: string, organizationId: string): void {
  const recent = [organizationId, ...readRecentOrganizations(userId).filter((id) => id !== organizationId)]
  try {
    globalThis.localStorage.setItem(
      recentOrganizationsKey(userId),
      JSON.stringify(recent.slice(0, RECENT_ORGANIZATIONS_MAX)),
    )
  } catch {
    // No storage: nothing is remembered.
  }
}
