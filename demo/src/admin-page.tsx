import { useQuery, useQueryClient } from '@tanstack/react-query'
import { orgKeys } from '../../src/index'
import { OrganizationPluginSettings } from '../../src/management'
import { devManagementInfoQuery } from './management'

/**
 * The organization plugin of the demo branch, through the management API (the emulator here). The saved
 * configuration reaches `<OrgKitProvider>` by itself (same query); the kit's reads are refetched so pages
 * show the new state, e.g. "organizations are off".
 */
export function AdminPage() {
  const info = useQuery(devManagementInfoQuery)
  const queryClient = useQueryClient()
  if (!info.data) return null // loaded by the app's root before any page renders
  return (
    <>
      <h1>Admin</h1>
      <p className="demo-muted">
        Project <code>{info.data.projectId}</code>, branch <code>{info.data.branchId}</code>. The browser holds no API
        key: the dev server adds it to this app’s own requests, as a production proxy would after checking that you are
        an admin.
      </p>
      <OrganizationPluginSettings
        projectId={info.data.projectId}
        branchId={info.data.branchId}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: orgKeys.all })}
      />
    </>
  )
}
