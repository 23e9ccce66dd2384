import { QueryClient, QueryClientContext, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { OrgKitAccessControl } from '../core/access-control'
import type { OrganizationPluginConfig } from '../core/plugin-config'
import { DEFAULT_PLUGIN_CONFIG } from '../core/plugin-config'
import type { Transport } from '../core/transport'
import type { MessageOverrides } from '../messages/catalog'
import { createBetterAuthFetchTransport } from '../transports/better-auth-fetch/create-better-auth-fetch-transport'
import type { ActiveOrganizationOption } from './active-organization-option'
import { tabOrganizationPlace } from './active-organization-option'
import { createOrgQueries } from './create-org-queries'
import type { OrgKitContextValue } from './org-kit-context'
import { OrgKitContext } from './org-kit-context'
import { DEFAULT_STALE_TIME } from './org-query-settings'
import { ThemeScope } from './theme-scope'
import { useFollowSessionChanges, useFollowTabOrganization } from './use-follow-changes'
import { KitAnnouncer } from '../components/announcer/kit-announcer'
import type { Announce } from '../components/announcer/announcement'
import type { OnOrganizationSwitched, OrganizationSwitchEvent } from './organization-switch-event'

/** Where the kit's reads and writes go: a transport object, or (plain values, for a server layout) a URL. */
export type OrgKitConnection =
  | {
      /** `createBetterAuthFetchTransport`, `createBetterAuthClientTransport` or `createMemoryTransport`. */
      transport: Transport
      baseURL?: undefined
    }
  | {
      /**
       * The Better Auth server's base URL, e.g. `"/api/auth"`: the kit talks to it with
       * `createBetterAuthFetchTransport({ baseURL })`. A plain string, so a Next.js server layout can pass it.
       */
      baseURL: string
      transport?: undefined
    }

/** Props of {@link OrgKitProvider} besides where it connects to. */
export interface OrgKitProviderOptions {
  /** What the UI must know of the server's plugin configuration; absent fields take the spec's defaults. */
  config?: Partial<OrganizationPluginConfig> | undefined
  /**
   * Overrides of the messages catalog, by key: a whole translation (`messagesDe`), single keys, and the label
   * and description of an app's own role (`'role.billing'`, `'roleDescription.billing'`). A misspelt key is a
   * type error.
   */
  messages?: MessageOverrides | undefined
  /**
   * The language of the kit: it chooses the messages' plural forms (`Intl.PluralRules`), and dates follow it
   * where a component is given no `locale` of its own. Pass `"de"` with `messagesDe`.
   * @default plural forms as English has them ('en'); dates as the browser writes them
   */
  locale?: string | undefined
  /**
   * The app's roles: the same `{ ac, roles }` it gives Better Auth's `organization()` and
   * `organizationClient()` (`roles` built with `createAccessControl(...).newRole(...)`, or plain
   * `{ statements }` objects from a server layout). Gating, role pickers, the invite dialog's roles,
   * `usePermission` and `<Can>` then answer for these roles as the server does; like the server, they
   * replace the default ones, so list owner, admin and member too.
   * @default Better Auth's default owner, admin and member
   */
  accessControl?: OrgKitAccessControl | undefined
  /**
   * Called once the active organization has moved (switch, create, accept, delete, leave) and the new
   * one is loaded: the place to refresh the app's own route data.
   */
  onSwitched?: OnOrganizationSwitched | undefined
  /**
   * How the components go to a URL given as a plain value (`afterAcceptUrl`, `afterSwitchUrl`, ...): pass
   * the router's own navigation (`(url) => router.push(url)`) for client-side transitions.
   * @default (url) => window.location.assign(url)
   */
  navigate?: ((url: string) => void) | undefined
  /**
   * Where the active organization lives. Better Auth keeps it in the session, so switching in one tab moves
   * every other tab too. `{ scope: 'tab' }` gives each tab its own, kept in the URL's `?org=` parameter
   * (`param` renames it) or, with `storage: 'session-storage'`, in `sessionStorage` only: every read and
   * write of the tab names that organization, and a new tab starts with the user's last choice.
   * @default { scope: 'session' }
   */
  activeOrganization?: ActiveOrganizationOption | undefined
  /**
   * How long the kit's reads stay fresh, in milliseconds.
   * @default 30000
   */
  staleTime?: number | undefined
  /**
   * Light or dark for the kit's components under this provider. `'system'` follows the app: its `dark` /
   * `light` class or `[data-orgkit-theme]` on an ancestor, else the system's `prefers-color-scheme`.
   * `'light'` or `'dark'` force it: the children are wrapped in one element with `data-orgkit-theme`, laid
   * out with `display: contents` by the stylesheet, so the app's layout does not change.
   * @default 'system'
   */
  theme?: 'light' | 'dark' | 'system' | undefined
  /**
   * Where the components say what happened after an action ("Mia Member was removed.", errors too). By
   * default the kit shows its own toast region; pass the app's toaster to use it instead.
   */
  announce?: Announce | undefined
  children?: ReactNode
}

/** Props of {@link OrgKitProvider}: a transport or a base URL, and the options. */
export type OrgKitProviderProps = OrgKitConnection & OrgKitProviderOptions

const NO_MESSAGES: MessageOverrides = {}

/**
 * Gives the kit's hooks and components their transport and configuration. Uses the app's own
 * `QueryClient` when it is inside a `QueryClientProvider`, and makes a private one only when there is
 * none, so a Next.js server layout can mount it with plain values. It follows the session across the
 * browser's tabs: a sign-out, sign-in or another user in one tab is read again in the others (a
 * `BroadcastChannel`, or the `storage` event without one, saying only that the session changed).
 *
 * @example
 * // Inside the app's QueryClientProvider, with a transport:
 * <OrgKitProvider transport={transport} config={{ creator_role: 'admin' }} onSwitched={() => router.revalidate()}>
 *   <App />
 * </OrgKitProvider>
 * @example
 * // With the app's own roles, the object it gives Better Auth's organizationClient():
 * <OrgKitProvider transport={transport} accessControl={{ ac, roles }}>
 *   <App />
 * </OrgKitProvider>
 * @example
 * // From a Next.js server layout (no 'use client' file needed):
 * <OrgKitProvider baseURL="/api/auth">{children}</OrgKitProvider>
 * @example
 * // The kit always dark, whatever the system says:
 * <OrgKitProvider transport={transport} theme="dark">
 *   <App />
 * </OrgKitProvider>
 */
export function OrgKitProvider(props: OrgKitProviderProps) {
  const appClient = useContext(QueryClientContext)
  const [ownClient] = useState(() => (appClient ? undefined : new QueryClient()))
  const provider = <OrgKitContextProvider {...props} />
  if (appClient || !ownClient) return provider
  return <QueryClientProvider client={ownClient}>{provider}</QueryClientProvider>
}

const navigateByLocation = (url: string) => {
  window.location.assign(url)
}

function OrgKitContextProvider({
  transport: givenTransport,
  baseURL,
  config,
  messages,
  locale,
  accessControl,
  onSwitched,
  navigate = navigateByLocation,
  staleTime,
  activeOrganization,
  theme,
  announce,
  children,
}: OrgKitProviderProps) {
  const transport = useMemo(
    () => givenTransport ?? createBetterAuthFetchTransport({ baseURL }),
    [givenTransport, baseURL],
  )
  // The app's latest callbacks, read when they are called: an inline `navigate={(url) => router.push(url)}`
  // or `onSwitched` does not remake the factories or the context value on every render.
  const onSwitchedRef = useRef(onSwitched)
  const navigateRef = useRef(navigate)
  useEffect(() => {
    onSwitchedRef.current = onSwitched
    navigateRef.current = navigate
  }, [onSwitched, navigate])
  const navigateLatest = useCallback((url: string) => {
    navigateRef.current(url)
  }, [])
  const queryClient = useQueryClient()
  useFollowSessionChanges(queryClient)
  const { enabled, organization_limit, membership_limit, creator_role, send_invitation_email } = {
    ...DEFAULT_PLUGIN_CONFIG,
    ...config,
  }
  const resolved = useMemo<OrganizationPluginConfig>(
    () => ({ enabled, organization_limit, membership_limit, creator_role, send_invitation_email }),
    [enabled, organization_limit, membership_limit, creator_role, send_invitation_email],
  )
  // Where a tab keeps its own organization, by its parts: an app may write `activeOrganization={{ scope:
  // 'tab' }}` inline.
  const tab = tabOrganizationPlace(activeOrganization)
  const tabStorage = tab?.storage
  const tabParam = tab?.param
  const queries = useMemo(() => {
    const onSwitchedLatest = (event: OrganizationSwitchEvent) => onSwitchedRef.current?.(event)
    // eslint-disable-next-line react-hooks/refs -- the ref is read when a switch completes (an event), never while rendering
    return createOrgQueries(transport, {
      config: { membership_limit },
      staleTime,
      onSwitched: onSwitchedLatest,
      activeOrganization: tabStorage && { scope: 'tab', storage: tabStorage, param: tabParam },
    })
  }, [transport, membership_limit, staleTime, tabStorage, tabParam])
  useFollowTabOrganization(queryClient, tabStorage, tabParam)
  // Kept while its parts are the same: an app may write `accessControl={{ ac, roles }}` inline.
  const ac = accessControl?.ac
  const roles = accessControl?.roles
  const access = useMemo<OrgKitAccessControl | undefined>(() => roles && { ac, roles }, [ac, roles])
  const value = useMemo<OrgKitContextValue>(
    () => ({
      transport,
      config: resolved,
      messages: messages ?? NO_MESSAGES,
      locale,
      accessControl: access,
      queries,
      navigate: navigateLatest,
      staleTime: staleTime ?? DEFAULT_STALE_TIME,
    }),
    [transport, resolved, messages, locale, access, queries, navigateLatest, staleTime],
  )
  return (
    <OrgKitContext.Provider value={value}>
      <ThemeScope theme={theme}>
        <KitAnnouncer announce={announce}>{children}</KitAnnouncer>
      </ThemeScope>
    </OrgKitContext.Provider>
  )
}
