import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { isManagementApiError } from '../../../src/management/client/management-api-error'
import { managementKeys } from '../../../src/management/react/management-keys'
import { ManagementProvider } from '../../../src/management/react/management-provider'
import { useManagementClient } from '../../../src/management/react/use-management-client'
import { usePluginConfig } from '../../../src/management/react/use-plugin-config'
import { useProjects } from '../../../src/management/react/use-projects'
import { useUpdatePluginConfig } from '../../../src/management/react/use-update-plugin-config'
import { createTestQueryClient } from '../../support/render-with-kit'
import { createManagementKit, renderHookWithManagement } from './support/management-kit'

const gets = (kit: { sent: { method: string }[] }) => kit.sent.filter((r) => r.method === 'GET').length

describe('managementKeys', () => {
  it('nests keys generic to specific under one root', () => {
    const config = managementKeys.pluginConfig('p1', 'b1')
    expect(config).toEqual(['orgkit-management', 'project', 'p1', 'branch', 'b1', 'organization-plugin'])
    expect(config.slice(0, managementKeys.branch('p1', 'b1').length)).toEqual(managementKeys.branch('p1', 'b1'))
    expect(managementKeys.branch('p1', 'b1').slice(0, 3)).toEqual(managementKeys.project('p1'))
    expect(managementKeys.projectList({ search: 'x' })).toEqual(['orgkit-management', 'projects', { search: 'x' }])
    expect(managementKeys.mutation('updateOrganizationPlugin', 'p1', 'b1')).toEqual([
      'orgkit-management',
      'mutation',
      'updateOrganizationPlugin',
      'p1',
      'b1',
    ])
    expect(managementKeys.mutation('updateOrganizationPlugin')).toEqual([
      'orgkit-management',
      'mutation',
      'updateOrganizationPlugin',
    ])
  })
})

describe('management hooks', () => {
  it('useManagementClient names the missing provider', () => {
    const queryClient = createTestQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    expect(() => renderHook(() => useManagementClient(), { wrapper })).toThrow(
      'useManagementClient must be used inside <ManagementProvider>',
    )
  })

  it('shows a refusal (a rejected key) after one request, under a plain QueryClient', async () => {
    const kit = createManagementKit({ client: { apiKey: 'not-the-key' } })
    const { result } = renderHookWithManagement(() => usePluginConfig(kit.projectId, kit.branchId), kit)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(isManagementApiError(result.current.error) && result.current.error.status).toBe(401)
    expect(gets(kit)).toBe(1)
  })

  it('usePluginConfig reads the five fields of the branch', async () => {
    const kit = createManagementKit({
      emulator: {
        projects: [
          { id: 'p1', name: 'shop', branches: [{ id: 'b1', name: 'main', organization: { membership_limit: 7 } }] },
        ],
      },
    })
    const { result } = renderHookWithManagement(() => usePluginConfig('p1', 'b1'), kit)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({
      enabled: true,
      organization_limit: 10,
      membership_limit: 7,
      creator_role: 'owner',
      send_invitation_email: false,
    })
    expect(kit.queryClient.getQueryData(managementKeys.pluginConfig('p1', 'b1'))).toEqual(result.current.data)
  })

  it('usePluginConfig stays idle without a project or branch', () => {
    const kit = createManagementKit()
    const { result } = renderHookWithManagement(() => usePluginConfig(kit.projectId, ''), kit)
    expect(result.current.fetchStatus).toBe('idle')
    expect(result.current.isPending).toBe(true)
    expect(kit.sent).toEqual([])
  })

  it('usePluginConfig reports the API’s refusal as a ManagementApiError', async () => {
    const kit = createManagementKit()
    const { result } = renderHookWithManagement(() => usePluginConfig(kit.projectId, 'br-missing'), kit)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(isManagementApiError(result.current.error)).toBe(true)
    expect(result.current.error).toMatchObject({ status: 404 })
  })

  it('useUpdatePluginConfig sends the patch and puts the answer into the plugin query without a refetch', async () => {
    const kit = createManagementKit()
    const { result } = renderHookWithManagement(
      () => ({
        config: usePluginConfig(kit.projectId, kit.branchId),
        update: useUpdatePluginConfig(kit.projectId, kit.branchId),
      }),
      kit,
    )
    await waitFor(() => expect(result.current.config.isSuccess).toBe(true))
    await act(() => result.current.update.mutateAsync({ membership_limit: 25 }))
    expect(kit.patches()).toEqual([{ membership_limit: 25 }])
    expect(result.current.config.data?.membership_limit).toBe(25)
    expect(kit.emulator.getPluginConfig(kit.projectId, kit.branchId)?.membership_limit).toBe(25)
    expect(gets(kit)).toBe(1)
    expect(kit.queryClient.isMutating({ mutationKey: managementKeys.mutation('updateOrganizationPlugin') })).toBe(0)
  })

  it('useUpdatePluginConfig refuses a bad patch before any request, and leaves the cache alone on failure', async () => {
    const kit = createManagementKit()
    const { result } = renderHookWithManagement(
      () => ({
        config: usePluginConfig(kit.projectId, kit.branchId),
        update: useUpdatePluginConfig(kit.projectId, kit.branchId),
      }),
      kit,
    )
    await waitFor(() => expect(result.current.config.isSuccess).toBe(true))
    await act(() =>
      expect(result.current.update.mutateAsync({ organization_limit: 0 })).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
      }),
    )
    await waitFor(() => expect(result.current.update.isError).toBe(true))
    expect(result.current.update.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'organization_limit' })
    kit.emulator.failNext({ status: 500 })
    await act(() =>
      expect(result.current.update.mutateAsync({ organization_limit: 3 })).rejects.toMatchObject({ status: 500 }),
    )
    await waitFor(() => expect(result.current.update.error).toMatchObject({ status: 500 }))
    expect(kit.patches()).toEqual([{ organization_limit: 3 }])
    expect(result.current.config.data?.organization_limit).toBe(10)
  })

  it('useProjects walks every page', async () => {
    const projects = Array.from({ length: 150 }, (_, i) => ({
      id: `proj-${String(i).padStart(3, '0')}`,
      name: `Project ${i}`,
    }))
    const kit = createManagementKit({ emulator: { projects } })
    const { result } = renderHookWithManagement(() => useProjects(), kit)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toHaveLength(150)
    expect(new Set(result.current.data?.map((p) => p.id)).size).toBe(150)
    // Pages of 100, walked by the SDK until a page comes back empty: 100, 50, then none.
    expect(gets(kit)).toBe(3)
  })

  it('ManagementProvider resets its queries when the client changes', async () => {
    const first = createManagementKit()
    const second = createManagementKit({
      emulator: {
        projects: [
          {
            id: first.projectId,
            name: 'other',
            branches: [{ id: first.branchId, name: 'main', organization: { organization_limit: 2 } }],
          },
        ],
      },
    })
    const queryClient = first.queryClient
    let current = first.client
    const { result, rerender } = renderHook(() => usePluginConfig(first.projectId, first.branchId), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <ManagementProvider client={current}>{children}</ManagementProvider>
        </QueryClientProvider>
      ),
    })
    await waitFor(() => expect(result.current.data?.organization_limit).toBe(10))
    current = second.client
    rerender()
    await waitFor(() => expect(result.current.data?.organization_limit).toBe(2))
    expect(gets(second)).toBe(1)
  })
})
