import type { OrgKitAccessControl } from '../core/access-control'
import type { OrganizationPluginConfig } from '../core/plugin-config'
import type { Transport } from '../core/transport'
import type { OrgQueries } from './create-org-queries'
import { useOrgKitContext } from './use-org-kit-context'

/** What {@link useOrgKit} gives: how the nearest `<OrgKitProvider>` was set up. */
export interface UseOrgKitResult {
  /** The transport every read and write goes through (the provider's `transport`, or the one made for its `baseURL`). */
  transport: Transport
  /** The server's plugin configuration as the UI knows it, the spec's defaults filling the gaps. */
  config: OrganizationPluginConfig
  /**
   * The app's roles (`{ ac, roles }`, the provider's `accessControl`); `undefined` for Better Auth's default
   * owner, admin and member. Pass it to `checkRolePermission` and the `can*` rules.
   */
  accessControl: OrgKitAccessControl | undefined
  /** The provider's `locale`: the language of the messages' plural forms and of dates; `undefined` when not given. */
  locale: string | undefined
  /**
   * The kit's reads and writes bound to the provider's transport and settings (`staleTime`, `onSwitched`): the
   * factories the hooks wrap, for `useSuspenseQuery`, `useQueries` or a prefetch.
   */
  queries: OrgQueries
}

/**
 * How the nearest `<OrgKitProvider>` was set up: its transport, configuration, roles, locale and query
 * factories. Throws when there is none.
 *
 * @example
 * const { queries } = useOrgKit()
 * const { data: invitations } = useSuspenseQuery(queries.userInvitations(userId))
 */
export function useOrgKit(): UseOrgKitResult {
  return useOrgKitContext()
}
