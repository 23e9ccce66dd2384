import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { OrgKitProvider, useSession } from '../../src/index'
import {
  ManagementProvider,
  pluginConfigQueryOptions,
  useManagementClient,
  usePluginConfig,
} from '../../src/management'
import { devManagementInfoQuery, managementClient } from './management'
import type { DevManagementInfo } from './management'
import { transport } from './transport'

/**
 * `?theme=dark` or `?theme=light` on the first page opened forces the kit's theme through the providers'
 * `theme` prop for the whole visit (read once, so page links need not carry it); otherwise the system decides.
 */
const requestedTheme = new URLSearchParams(window.location.search).get('theme')
const theme = requestedTheme === 'dark' || requestedTheme === 'light' ? requestedTheme : 'system'

/**
 * `?tab-organization` on the first page opened gives each tab its own active organization (the kit's opt-in
 * `activeOrganization={{ scope: 'tab' }}`, kept in the URL's `?org=`) for the whole visit of that tab;
 * without it, the demo keeps Better Auth's one active organization for every tab.
 */
const tabScoped = new URLSearchParams(window.location.search).has('tab-organization')
const activeOrganization = tabScoped ? ({ scope: 'tab' } as const) : undefined

/**
 * The root of every page: the management client, then the kit configured with the server's real plugin
 * configuration, read through the management API once someone is signed in (the dev server's proxy, like a
 * production one, answers signed-in users only; signing in or up needs no configuration). Saving on the
 * admin page updates that same query, so the kit follows at once.
 */
export function DemoKit() {
  const info = useQuery(devManagementInfoQuery)
  if (info.isPending) return <Frame>{loading}</Frame>
  if (info.isError)
    return <Frame>{failed(`The management API emulator could not be reached: ${info.error.message}`)}</Frame>
  return (
    <ManagementProvider client={managementClient(info.data.baseUrl)} theme={theme}>
      <ConfiguredKit {...info.data} />
    </ManagementProvider>
  )
}

/** The demo branch whose plugin configuration the kit follows. */
type BranchIds = Pick<DevManagementInfo, 'projectId' | 'branchId'>

function ConfiguredKit({ projectId, branchId }: DevManagementInfo) {
  // This observer only hands the configuration to the kit; <SignedInConfig> below is the one that reads it.
  const plugin = useQuery({ ...pluginConfigQueryOptions(useManagementClient(), projectId, branchId), enabled: false })
  return (
    // A short freshness, so coming back to the tab shows what other people changed meanwhile.
    <OrgKitProvider
      transport={transport}
      config={plugin.data}
      staleTime={5_000}
      theme={theme}
      activeOrganization={activeOrganization}
    >
      <Frame>
        <ConfigWhenSignedIn projectId={projectId} branchId={branchId}>
          <Outlet />
        </ConfigWhenSignedIn>
      </Frame>
    </OrgKitProvider>
  )
}

/** Signed-out pages show at once; signed-in ones wait for the plugin configuration, so none renders without it. */
function ConfigWhenSignedIn({ children, ...ids }: BranchIds & { children: ReactNode }) {
  const session = useSession()
  if (session.isPending) return loading
  if (!session.data) return children // the pages handle a failed session read themselves
  return <SignedInConfig {...ids}>{children}</SignedInConfig>
}

function SignedInConfig({ projectId, branchId, children }: BranchIds & { children: ReactNode }) {
  const plugin = usePluginConfig(projectId, branchId)
  // Data first: a failed background refetch keeps the last configuration.
  if (plugin.data) return children
  if (plugin.isError) return failed(`The organization plugin configuration could not be read: ${plugin.error.message}`)
  return loading
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div data-slot="orgkit-root" className="demo">
      {children}
    </div>
  )
}

const loading = (
  <p className="demo-status" role="status">
    Loading…
  </p>
)

const failed = (message: string) => (
  <p className="demo-status" role="alert">
    {message}
  </p>
)
