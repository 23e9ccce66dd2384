import { useQuery, useQueryClient } from '@tanstack/react-query'
import { orgKeys, useSession } from '../../src/index'
import { OrganizationPluginSettings } from '../../src/management'
import { devManagementAccessQuery, devManagementInfoQuery } from './management'

/**
 * The organization plugin of the demo branch, through the management API (the emulator here). The saved
 * configuration reaches `<OrgKitProvider>` by itself (same query); the kit's reads are refetched so pages
 * show the new state, e.g. "organizations are off". Who may not change it sees why before trying: the dev
 * server answers with the reason its proxy would give.
 */
export function AdminPage() {
  const info = useQuery(devManagementInfoQuery)
  const session = useSession()
  const access = useQuery(devManagementAccessQuery(session.data?.user.id ?? ''))
  const queryClient = useQueryClient()
  if (!info.data) return null // loaded by the app's root before any page renders
  return (
    <>
      <h1>Admin</h1>
      <p className="demo-muted">
        Project <code>{info.data.projectId}</code>, branch <code>{info.data.branchId}</code>. The browser holds no API
        key: the dev server checks your session, as a production proxy would, and only then adds the key. Everyone
        signed in reads these settings; owners and admins of an organization here change them.
      </p>
      {access.isPending ? (
        <p role="status">Loading…</p>
      ) : (
        // Unknown (the question failed): the form stays open, and the server still refuses whoever may not write.
        <OrganizationPluginSettings
          projectId={info.data.projectId}
          branchId={info.data.branchId}
          readOnlyReason={access.data?.canWrite === false ? access.data.reason : undefined}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: orgKeys.all })}
        />
      )}
    </>
  )
}
