import { useQuery } from '@tanstack/react-query'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Session } from '../core/domain'
import type { OrgKitError } from '../core/org-kit-error'
import type { OrgQueries } from '../query/create-org-queries'
import { useOrgKit } from '../query/use-org-kit'

/** Stands in for the user id while nobody is signed in; queries built with it are disabled. */
export const NO_USER = ''

/** What {@link useOrgScope} gives. */
export interface OrgScope {
  /** The kit's reads and writes (`useOrgKit().queries`). */
  queries: OrgQueries
  /** The session read, as `useSession()` gives it. */
  session: UseQueryResult<Session | null, OrgKitError>
  /** The signed-in user's id; `''` while nobody is signed in (queries keyed by it are then disabled). */
  userId: string
  /** Whether someone is signed in. */
  signedIn: boolean
  /** The active organization (this tab's, in the tab scope); `null` for none. */
  activeOrganizationId: string | null
}

/**
 * The session and the ids every scoped read needs: the signed-in user and the active organization (with
 * `activeOrganization={{ scope: 'tab' }}` on the provider, this tab's). The kit's hooks read it first, so
 * their keys follow it; an app keys its own queries by it the same way, so they follow a switch, and each tab
 * its own organization.
 *
 * @example
 * const { userId, activeOrganizationId, signedIn } = useOrgScope()
 * const projects = useQuery({
 *   queryKey: ['projects', userId, activeOrganizationId],
 *   queryFn: () => fetchProjects(activeOrganizationId),
 *   enabled: signedIn && activeOrganizationId !== null,
 * })
 */
export function useOrgScope(): OrgScope {
  const { queries } = useOrgKit()
  const session = useQuery(queries.session())
  const userId = session.data?.user.id
  return {
    queries,
    session,
    userId: userId ?? NO_USER,
    signedIn: userId !== undefined,
    activeOrganizationId: session.data?.activeOrganizationId ?? null,
  }
}
