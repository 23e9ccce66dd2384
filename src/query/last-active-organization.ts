// The organizations a user used in this browser: the one last active, so the next sign-in opens it again
// (`<ActiveOrganizationGate>`), and the few used last, most recent first, which the switcher lists first. One
// `localStorage` entry each per user, holding organization ids and nothing else (never a token). Storage that
// cannot be used (a server render, a private window that refuses it) is simply skipped: the user is then asked
// to choose, as on a first sign-in, and the switcher keeps its order by name.

const LAST_ACTIVE_PREFIX = 'orgkit:last-active-organization:'
const RECENT_PREFIX = 'orgkit:recent-organizations:'

/** How many recent organizations are kept and listed first. */
export const RECENT_ORGANIZATIONS_MAX = 5

/** Writes (a string) or removes (`null`) one entry; without storage, nothing is remembered. */
function store(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage.removeItem(key)
    else globalThis.localStorage.setItem(key, value)
  } catch {
    // No storage: nothing is remembered.
  }
}

/** The `localStorage` key of one user's last active organization. */
export function lastActiveOrganizationKey(userId: string): string {
  return LAST_ACTIVE_PREFIX + userId
}

/** The organization `userId` last had active in this browser, `null` when none is recorded or storage is unavailable. */
export function readLastActiveOrganization(userId: string): string | null {
  try {
    return globalThis.localStorage.getItem(lastActiveOrganizationKey(userId))
  } catch {
    return null
  }
}

/** Records `organizationId` as the one `userId` last had active. */
export function rememberLastActiveOrganization(userId: string, organizationId: string): void {
  store(lastActiveOrganizationKey(userId), organizationId)
}

/** Forgets `userId`'s last active organization (it is no longer one of theirs). */
export function forgetLastActiveOrganization(userId: string): void {
  store(lastActiveOrganizationKey(userId), null)
}

/** The `localStorage` key of one user's recent organizations. */
export function recentOrganizationsKey(userId: string): string {
  return RECENT_PREFIX + userId
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
  store(recentOrganizationsKey(userId), JSON.stringify(organizationIds.slice(0, RECENT_ORGANIZATIONS_MAX)))
}
