// What a Node/TypeScript project on "module": "nodenext" writes against orgkit's published types. Every export is
// used in type positions only (`typeof`), so this file lints the same before `npm run build` (when `orgkit` does
// not resolve yet) as after it; `tsc -p test/package/nodenext` is what checks it, against the built package.
import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router-dom'
import {
  createOrgQueries,
  isOrgKitError,
  OrgKitError,
  OrgKitProvider,
  orgKeys,
  OrganizationSwitcher,
  useMembers,
} from 'orgkit'
import type { Organization, OrgKitErrorCode, OrgKitProviderProps, Transport } from 'orgkit'
import { createManagementClient, managementKeys, pluginConfigQueryOptions } from 'orgkit/management'
import type { ManagementClient } from 'orgkit/management'
import { acceptInvitationRoute, safeRedirectPath } from 'orgkit/react-router'
import { createMemoryTransport, demoSeed } from 'orgkit/testing'
import type { MemorySeed, MemoryTransport } from 'orgkit/testing'

/** `true` when `T` is `any`: what an import that failed to resolve becomes. */
type IsAny<T> = 0 extends 1 & T ? true : false
/** `true` when `A` and `B` are assignable to each other and neither or both are `any`. */
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? ([IsAny<A>] extends [IsAny<B>] ? true : false) : false) : false
/** Compiles only when given `true`. */
type Expect<T extends true> = T

export type OrgkitChecks = [
  Expect<Equal<ReturnType<typeof orgKeys.session>, readonly ['orgkit', 'session']>>,
  Expect<Equal<Parameters<typeof createOrgQueries>[0], Transport>>,
  Expect<Equal<Parameters<typeof OrgKitProvider>[0], OrgKitProviderProps>>,
  Expect<Equal<InstanceType<typeof OrgKitError>['code'], OrgKitErrorCode>>,
  Expect<Equal<typeof isOrgKitError, (value: unknown) => value is OrgKitError>>,
  Expect<Equal<IsAny<typeof OrganizationSwitcher>, false>>,
  Expect<Equal<IsAny<ReturnType<typeof useMembers>['data']>, false>>,
  Expect<Equal<IsAny<Organization['slug']>, false>>,
]

export type TestingChecks = [
  Expect<Equal<ReturnType<typeof createMemoryTransport>, MemoryTransport>>,
  Expect<MemoryTransport extends Transport ? true : false>,
  Expect<Equal<ReturnType<typeof demoSeed>, MemorySeed>>,
]

export type ReactRouterChecks = [
  Expect<Equal<ReturnType<typeof safeRedirectPath>, string>>,
  Expect<Equal<ReturnType<typeof acceptInvitationRoute>, RouteObject>>,
  Expect<Equal<Parameters<typeof acceptInvitationRoute>[0]['queryClient'], QueryClient>>,
]

export type ManagementChecks = [
  Expect<Equal<ReturnType<typeof createManagementClient>, ManagementClient>>,
  Expect<Equal<IsAny<typeof managementKeys>, false>>,
  Expect<Equal<IsAny<ReturnType<typeof pluginConfigQueryOptions>['queryKey']>, false>>,
]
