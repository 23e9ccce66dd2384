import { queryOptions } from '@tanstack/react-query'
import { createManagementClient } from '../../src/management'

/** Where the dev server serves the management API emulator, and which project and branch are this app's. */
export interface DevManagementInfo {
  baseUrl: string
  projectId: string
  branchId: string
}

/**
 * Read once from the dev server. In production these are your app's settings; the browser never holds
 * the API key either way: the server adds it to the app's own requests (docs/management.md).
 */
export const devManagementInfoQuery = queryOptions({
  queryKey: ['demo', 'dev-management'],
  queryFn: async ({ signal }): Promise<DevManagementInfo> => {
    const response = await fetch('/api/dev/management', { signal })
    if (!response.ok) throw new Error(`The management emulator is not mounted (HTTP ${response.status})`)
    return (await response.json()) as DevManagementInfo
  },
  staleTime: Number.POSITIVE_INFINITY,
})

/** What the dev server's proxy would let the signed-in user do (`GET /api/dev/management/access`). */
export interface DevManagementAccess {
  canWrite: boolean
  /** Why not, in the words of the proxy's refusal. */
  reason?: string
}

/**
 * Whether this user may change the plugin settings, asked of the dev server, which decides it the way its proxy
 * decides a write (owner or admin of an organization of the branch). Per user: a sign-in as someone else asks again.
 */
export const devManagementAccessQuery = (userId: string) =>
  queryOptions({
    queryKey: ['demo', 'dev-management', 'access', userId],
    queryFn: async ({ signal }): Promise<DevManagementAccess> => {
      const response = await fetch('/api/dev/management/access', { signal })
      if (!response.ok)
        throw new Error(`The dev server did not say who may change the settings (HTTP ${response.status})`)
      return (await response.json()) as DevManagementAccess
    },
  })

const clients = new Map<string, ReturnType<typeof createManagementClient>>()

/** One management client per base URL; `apiKey` is a placeholder, the server holds the real one. */
export function managementClient(baseUrl: string) {
  let client = clients.get(baseUrl)
  if (!client) clients.set(baseUrl, (client = createManagementClient({ apiKey: 'unused', baseUrl })))
  return client
}
