import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '../core/domain'
import type { WriteScope } from './cache-target-key'
import { orgKeys } from './org-keys'

/** The session as cached, `undefined` when it was never read. */
export function cachedSession(client: QueryClient): Session | null | undefined {
  return client.getQueryData<Session | null>(orgKeys.session())
}

/** What a write is about: the signed-in user, and the given organization or else the active one. */
export function resolveWriteScope(
  client: QueryClient,
  organizationId?: string | null,
): WriteScope & { organizationId: string | undefined; from: string | null } {
  const session = cachedSession(client)
  const from = session?.activeOrganizationId ?? null
  return { userId: session?.user.id, organizationId: organizationId ?? from ?? undefined, from }
}
