import type { OrgQueries } from './create-org-queries'
import { createMemberSearchQueries } from './create-member-search-queries'
import { useOrgKit } from './use-org-kit'

type MemberSearchQueries = ReturnType<typeof createMemberSearchQueries>

// One set per provider's bundle of factories, so every search under one provider shares them.
const madeForBundle = new WeakMap<OrgQueries, MemberSearchQueries>()

/**
 * The member search's factories bound to the nearest provider's transport and `staleTime`. They are not in
 * the provider's bundle (`useOrgKit().queries`): only the pages that search members download them.
 */
export function useMemberSearchQueries(): MemberSearchQueries {
  const { transport, queries } = useOrgKit()
  let made = madeForBundle.get(queries)
  if (!made) {
    // The provider's freshness setting, as its factories were bound to it.
    const { staleTime } = queries.members({ userId: '', organizationId: '' })
    made = createMemberSearchQueries(transport, { staleTime: typeof staleTime === 'number' ? staleTime : 0 })
    madeForBundle.set(queries, made)
  }
  return made
}
