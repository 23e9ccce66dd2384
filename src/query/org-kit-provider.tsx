import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useEffect, useMemo, useRef } from 'react'
import type { OrganizationPluginConfig } from '../core/plugin-config'
import { DEFAULT_PLUGIN_CONFIG } from '../core/plugin-config'
import type { Transport } from '../core/transport'
import { createOrgQueries } from './create-org-queries'
import type { OrgKitContextValue } from './org-kit-context'
import { OrgKitContext } from './org-kit-context'
import type { OrganizationSwitchEvent } from './organization-switch-event'

/** Props of {@link OrgKitProvider}. */
export interface OrgKitProviderProps {
  /** Where reads and writes go: `createBetterAuthFetchTransport`, `createBetterAuthClientTransport` or `createMemoryTransport`. */
  transport: Transport
  /** What the UI must know of the server's plugin configuration; absent fields take the spec's defaults. */
  config?: Partial<OrganizationPluginConfig> | undefined
  /** Overrides of the messages catalog, by key. */
  messages?: Partial<Record<string, string>> | undefined
  /**
   * Called once the active organization has moved (switch, create, accept, delete, leave) and the new
   * one is loaded: the place to refresh the app's own route data.
   */
  onSwitched?: ((event: OrganizationSwitchEvent) => void | Promise<void>) | undefined
  /**
   * How long the kit's reads stay fresh, in milliseconds.
   * @default 30000
   */
  staleTime?: number | undefined
  children?: ReactNode
}

const NO_MESSAGES: Partial<Record<string, string>> = {}

/**
 * Gives the kit's hooks and components their transport and configuration. Goes inside the app's own
 * `QueryClientProvider`: the kit never creates a `QueryClient`.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <OrgKitProvider transport={transport} config={{ creator_role: 'admin' }} onSwitched={() => router.revalidate()}>
 *     <App />
 *   </OrgKitProvider>
 * </QueryClientProvider>
 */
export function OrgKitProvider({ transport, config, messages, onSwitched, staleTime, children }: OrgKitProviderProps) {
  useQueryClient() // fails early, with TanStack's message, outside a QueryClientProvider
  const onSwitchedRef = useRef(onSwitched)
  useEffect(() => {
    onSwitchedRef.current = onSwitched
  }, [onSwitched])
  const { enabled, organization_limit, membership_limit, creator_role, send_invitation_email } = {
    ...DEFAULT_PLUGIN_CONFIG,
    ...config,
  }
  const resolved = useMemo<OrganizationPluginConfig>(
    () => ({ enabled, organization_limit, membership_limit, creator_role, send_invitation_email }),
    [enabled, organization_limit, membership_limit, creator_role, send_invitation_email],
  )
  const queries = useMemo(() => {
    const onSwitchedLatest = (event: OrganizationSwitchEvent) => onSwitchedRef.current?.(event)
    // eslint-disable-next-line react-hooks/refs -- the ref is read when a switch completes (an event), never while rendering
    return createOrgQueries(transport, { config: { membership_limit }, staleTime, onSwitched: onSwitchedLatest })
  }, [transport, membership_limit, staleTime])
  const value = useMemo<OrgKitContextValue>(
    () => ({ transport, config: resolved, messages: messages ?? NO_MESSAGES, queries }),
    [transport, resolved, messages, queries],
  )
  return <OrgKitContext.Provider value={value}>{children}</OrgKitContext.Provider>
}
