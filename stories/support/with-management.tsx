import type { Decorator } from '@storybook/react-vite'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { createManagementClient } from '../../src/management/client/create-management-client'
import { ManagementProvider } from '../../src/management/react/management-provider'
import { createFakeManagementApi, STORY_API_KEY } from './fake-management-api'
import type { FakeManagementApi, FakeManagementParameters } from './fake-management-api'

/** The fake of the story being shown, for play functions that check what was sent. */
export const currentFake: { api: FakeManagementApi | null } = { api: null }

/** A fresh fake API and management client per mount, under the harness's plain QueryClient; the client's own retries off so errors show at once. */
function ManagementStory({ params, children }: { params: FakeManagementParameters; children: ReactNode }) {
  const [client] = useState(() => {
    const api = createFakeManagementApi(params)
    currentFake.api = api
    return createManagementClient({
      apiKey: params.apiKey ?? STORY_API_KEY,
      baseUrl: '/api/v2',
      fetch: api.fetch,
      retries: 0,
    })
  })
  return <ManagementProvider client={client}>{children}</ManagementProvider>
}

/**
 * Puts a `<ManagementProvider>` over a fake management API (`parameters.management`) inside the preview's
 * KitHarness, whose fresh QueryClient it uses.
 */
export const withManagement: Decorator = (Story, context) => (
  <ManagementStory key={context.id} params={(context.parameters.management ?? {}) as FakeManagementParameters}>
    <Story />
  </ManagementStory>
)
