import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { OrgKitProvider } from '../../src/index'
import { ManagementProvider, usePluginConfig } from '../../src/management'
import { devManagementInfoQuery, managementClient } from './management'
import type { DevManagementInfo } from './management'
import { transport } from './transport'

/**
 * The root of every page: the management client, then the kit configured with the server's real plugin
 * configuration, read through the management API. Saving on the admin page updates that same query, so
 * the kit follows at once.
 */
export function DemoKit() {
  const info = useQuery(devManagementInfoQuery)
  if (info.isPending) return <Frame>{loading}</Frame>
  if (info.isError)
    return <Frame>{failed(`The management API emulator could not be reached: ${info.error.message}`)}</Frame>
  return (
    <ManagementProvider client={managementClient(info.data.baseUrl)}>
      <ConfiguredKit {...info.data} />
    </ManagementProvider>
  )
}

function ConfiguredKit({ projectId, branchId }: DevManagementInfo) {
  const plugin = usePluginConfig(projectId, branchId)
  if (plugin.isPending) return <Frame>{loading}</Frame>
  if (plugin.isError)
    return <Frame>{failed(`The organization plugin configuration could not be read: ${plugin.error.message}`)}</Frame>
  return (
    // A short freshness, so coming back to the tab shows what other people changed meanwhile.
    <OrgKitProvider transport={transport} config={plugin.data} staleTime={5_000}>
      <Frame>
        <Outlet />
      </Frame>
    </OrgKitProvider>
  )
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
