// The organization a user last had active, kept in this browser so the next sign-in opens it again. One
// `localStorage` entry per user, holding an organization id and nothing else (never a token). Storage that
// cannot be used (a server render, a private window that refuses it) is simply skipped: the user is then
// asked to choose, as on a first sign-in.

const KEY_PREFIX = 'orgkit:last-active-organization:'

/** The `localStorage` key of one user's last active organization. */
export function lastActiveOrganizationKey(userId: string): string {
  return KEY_PREFIX + userId
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
  try {
    globalThis.localStorage.setItem(lastActiveOrganizationKey(userId), organizationId)
  } catch {
    // No storage: nothing is remembered.
  }
}

/** Forgets `userId`'s last active organization (it is no longer one of theirs). */
export function forgetLastActiveOrganization(userId: string): void {
  try {
    globalThis.localStorage.removeItem(lastActiveOrganizationKey(userId))
  } catch {
    // No storage: nothing to forget.
  }
}
