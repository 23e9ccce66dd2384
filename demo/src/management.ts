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

const clients = new Map<string, ReturnType<typeof createManagementClient>>()

/** One management client per base URL; `apiKey` is a placeholder, the server holds the real one. */
export function managementClient(baseUrl: string) {
  let client = clients.get(baseUrl)
  if (!client) clients.set(baseUrl, (client = createManagementClient({ apiKey: 'unused', baseUrl })))
  return client
}
