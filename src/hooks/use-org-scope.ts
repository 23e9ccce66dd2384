import { useQuery } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/** Stands in for the user id while nobody is signed in; queries built with it are disabled. */
export const NO_USER = ''

/**
 * The session and the ids every scoped read needs: the signed-in user and the active organization.
 * Internal to the hooks; each reads the session first, so its keys follow the session.
 */
export function useOrgScope() {
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
