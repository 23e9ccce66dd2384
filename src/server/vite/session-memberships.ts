import { splitRoles } from '../../core/roles'
import type { EmbeddedBackend } from '../embedded-backend/types'

/** One organization the signed-in user belongs to, with the role names Better Auth reads from its `role` column. */
export interface SessionMembership {
  organizationName: string
  roles: string[]
}

/**
 * The id of the user whose session cookie `request` carries, or `null`. Asked of the backend in process
 * (its `get-session`, past any cookie cache, so a revoked session counts as none), with the cookie header
 * alone: nothing else of the request reaches it.
 */
export async function sessionUserId(backend: EmbeddedBackend, request: Request): Promise<string | null> {
  const cookie = request.headers.get('cookie')
  if (!cookie) return null
  const url = new URL(`${backend.basePath}/get-session?disableCookieCache=true`, request.url)
  const response = await backend.handler(new Request(url, { headers: { cookie } }))
  if (!response.ok) return null
  const body = (await response.json().catch(() => null)) as { user?: { id?: unknown } } | null
  const id = body?.user?.id
  return typeof id === 'string' && id !== '' ? id : null
}

/**
 * Every membership of `userId` in the backend's database (its `member` table), read directly: this works
 * while the organization plugin is off, so an admin can still turn it back on.
 */
export async function membershipsOf(backend: EmbeddedBackend, userId: string): Promise<SessionMembership[]> {
  const rows: { role: unknown; name: unknown }[] = await backend.db
    .selectFrom('member')
    .innerJoin('organization', 'organization.id', 'member.organizationId')
    .select(['member.role as role', 'organization.name as name'])
    .where('member.userId', '=', userId)
    .orderBy('organization.name')
    .execute()
  return rows.map((row) => ({
    organizationName: String(row.name),
    // Better Auth's own reading of "admin,member": split on ",", untrimmed (" admin" is not the admin).
    roles: splitRoles(String(row.role)),
  }))
}
