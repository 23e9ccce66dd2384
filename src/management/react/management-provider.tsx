import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useEffect, useMemo, useRef } from 'react'
import type { MessageOverrides } from '../../messages/catalog'
import type { ManagementClient } from '../client/management-client'
import type { ManagementContextValue } from './management-context'
import { ThemeScope } from '../../query/theme-scope'
import { Announcer } from '../../components/announcer/announcer'
import type { Announce } from '../../components/announcer/announcement'
import { toastRegionLabels } from '../../components/announcer/toast-region-labels'
import { ManagementContext } from './management-context'
import { managementKeys } from './management-keys'

/** Props of {@link ManagementProvider}. */
export interface ManagementProviderProps {
  /**
   * The management API client (`createManagementClient`). In a browser, point its `baseUrl` at your own
   * server's proxy and keep the real API key there (see docs/management.md).
   */
  client: ManagementClient
  /**
   * Overrides of the messages catalog for the management components, by key (e.g. `messagesDe`). Inside an
   * `<OrgKitProvider>`, its `messages` apply too; these win.
   */
  messages?: MessageOverrides | undefined
  /**
   * The language of the messages, for their plural forms. Inside an `<OrgKitProvider>`, its `locale` when absent.
   * @default 'en'
   */
  locale?: string | undefined
  /**
   * Light or dark for the management components under this provider, as `<OrgKitProvider theme>`:
   * `'system'` follows the app's `dark` / `light` class or the system; `'light'` or `'dark'` wrap the
   * children in one element with `data-orgkit-theme` (`display: contents`, so the layout does not change).
   * @default 'system'
   */
  theme?: 'light' | 'dark' | 'system' | undefined
  /** Where `<OrganizationPluginSettings>` says what happened (a save), as `<OrgKitProvider announce>`: the app's toaster, or by default the kit's toast region. */
  announce?: Announce | undefined
  children?: ReactNode
}

const NO_MESSAGES: MessageOverrides = {}

/**
 * Gives the management hooks and `<OrganizationPluginSettings>` their client. Goes inside the app's own
 * `QueryClientProvider` (the kit never creates a `QueryClient`); `<OrgKitProvider>` is not needed. When
 * `client` changes (another key or account), everything under `managementKeys.all` is reset (and what is
 * shown refetched), so answers read with the old client do not stay on screen for the new one.
 *
 * @example
 * const management = createManagementClient({ apiKey: 'unused', baseUrl: '/api/v2' })
 * <QueryClientProvider client={queryClient}>
 *   <ManagementProvider client={management}>
 *     <OrganizationPluginSettings projectId={projectId} branchId={branchId} />
 *   </ManagementProvider>
 * </QueryClientProvider>
 */
export function ManagementProvider({ client, messages, locale, theme, announce, children }: ManagementProviderProps) {
  const queryClient = useQueryClient() // fails early, with TanStack's message, outside a QueryClientProvider
  const firstClient = useRef(client)
  useEffect(() => {
    if (firstClient.current === client) return
    firstClient.current = client
    void queryClient.resetQueries({ queryKey: managementKeys.all })
  }, [client, queryClient])
  const value = useMemo<ManagementContextValue>(
    () => ({ client, messages: messages ?? NO_MESSAGES, locale }),
    [client, messages, locale],
  )
  const toastLabels = useMemo(
    () => toastRegionLabels({ overrides: messages ?? NO_MESSAGES, locale: locale ?? 'en' }),
    [messages, locale],
  )
  return (
    <ManagementContext.Provider value={value}>
      <ThemeScope theme={theme}>
        <Announcer announce={announce} labels={toastLabels}>
          {children}
        </Announcer>
      </ThemeScope>
    </ManagementContext.Provider>
  )
}
