import { useQuery } from '@tanstack/react-query'
import { useOrgKit } from '../query/use-org-kit'

/**
 * The signed-in session (`null` when signed out): the user and the active organization's id.
 *
 * @example
 * const { data: session, isPending } = useSession()
 * if (!isPending && !session) return <SignIn />
 */
export function useSession() {
  return useQuery(useOrgKit().queries.session())
}
