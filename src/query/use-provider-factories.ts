import type { Transport } from '../core/transport'
import type { OrgQueries } from './create-org-queries'
import { useOrgKitContext } from './use-org-kit-context'

/** A family of factories outside the provider's bundle, made for a transport and its freshness. */
export type FactoryFamily<Factories> = (transport: Transport, options: { staleTime: number }) => Factories

// Per provider's bundle of factories, each family made so far: every reader under one provider shares them.
const madeForBundle = new WeakMap<OrgQueries, Map<FactoryFamily<unknown>, unknown>>()

/**
 * A family of factories that is not in the provider's bundle (`useOrgKit().queries`), bound to the nearest
 * provider's transport and `staleTime`, made once per provider: only the pages that use it download it (the
 * member search's).
 */
export function useProviderFactories<Factories>(family: FactoryFamily<Factories>): Factories {
  const { transport, queries, staleTime } = useOrgKitContext()
  let made = madeForBundle.get(queries)
  if (!made) madeForBundle.set(queries, (made = new Map<FactoryFamily<unknown>, unknown>()))
  if (!made.has(family)) made.set(family, family(transport, { staleTime }))
  return made.get(family) as Factories
}
