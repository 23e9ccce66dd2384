import type { OrganizationPluginConfig } from '../core/plugin-config'
import { DEFAULT_PLUGIN_CONFIG } from '../core/plugin-config'
import type { ActiveOrganizationOption, TabOrganizationPlace } from './active-organization-option'
import { tabOrganizationPlace } from './active-organization-option'
import type { OnOrganizationSwitched } from './organization-switch-event'

/** Options of {@link createOrgQueries}. */
export interface OrgQueriesOptions {
  /** What the UI knows of the server's plugin configuration; the spec's defaults fill the rest. */
  config?: Partial<OrganizationPluginConfig> | undefined
  /**
   * How long reads stay fresh. The kit invalidates after each of its own writes, so reads can stay fresh
   * for a while; pass `0` to refetch on every mount.
   * @default 30000
   */
  staleTime?: number | undefined
  /** Called once the active organization has moved (switch, create, accept, delete, leave) and the new one is loaded. */
  onSwitched?: OnOrganizationSwitched | undefined
  /**
   * Where the active organization lives: the session (Better Auth's, one for every tab) or each browser tab.
   * Give the same as `<OrgKitProvider activeOrganization>`, so a loader's reads are the tab's.
   * @default { scope: 'session' }
   */
  activeOrganization?: ActiveOrganizationOption | undefined
}

/** The settings every factory reads; internal. */
export interface OrgQuerySettings {
  staleTime: number
  /**
   * `membersLimit` of full reads made by default: one more than an organization can hold, so a shorter
   * answer proves the member list complete and members pages and the caller's own membership can be
   * derived from it without another call.
   */
  membersLimit: number
  /** The server's page size when `listMembers` gets no `limit` (Better Auth uses `membership_limit`). */
  defaultPageSize: number
  onSwitched: OnOrganizationSwitched | undefined
  /** Where this tab keeps its own active organization; `undefined` when the session holds it. */
  tabOrganization: TabOrganizationPlace | undefined
}

/** Default freshness of the kit's reads, in milliseconds. */
export const DEFAULT_STALE_TIME = 30_000

/** Resolves {@link OrgQueriesOptions} into settings. */
export function resolveQuerySettings(options: OrgQueriesOptions = {}): OrgQuerySettings {
  const config = { ...DEFAULT_PLUGIN_CONFIG, ...options.config }
  return {
    staleTime: options.staleTime ?? DEFAULT_STALE_TIME,
    membersLimit: config.membership_limit + 1,
    defaultPageSize: config.membership_limit,
    onSwitched: options.onSwitched,
    tabOrganization: tabOrganizationPlace(options.activeOrganization),
  }
}
