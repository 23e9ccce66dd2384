import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { DEFAULT_PLUGIN_CONFIG } from '../../src/core/plugin-config'
import { OrgKitProvider } from '../../src/query/org-kit-provider'
import { useOrgKit } from '../../src/query/use-org-kit'
import { createMemoryTransport } from '../../src/testing'
import { renderHookWithKit } from '../support/render-with-kit'

describe('OrgKitProvider and useOrgKit', () => {
  afterEach(() => vi.restoreAllMocks())

  it('throws a message naming the provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useOrgKit())).toThrow('useOrgKit must be used inside <OrgKitProvider>')
  })

  it('needs the app’s own QueryClientProvider (it never creates a QueryClient)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const transport = createMemoryTransport()
    expect(() => render(<OrgKitProvider transport={transport}>x</OrgKitProvider>)).toThrow(/QueryClient/)
  })

  it('fills the configuration with the spec’s defaults and stores message overrides', () => {
    const { result } = renderHookWithKit(() => useOrgKit(), {
      config: { creator_role: 'admin' },
      provider: { messages: { 'member.remove': 'Kick out' } },
    })
    expect(result.current.config).toEqual({ ...DEFAULT_PLUGIN_CONFIG, creator_role: 'admin' })
    expect(result.current.messages).toEqual({ 'member.remove': 'Kick out' })
  })

  it('keeps one bundle of factories per transport across renders, and makes a new one for a new transport', () => {
    const client = new QueryClient()
    const first = createMemoryTransport()
    let transport = first
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <OrgKitProvider transport={transport} config={{ membership_limit: 50 }}>
          {children}
        </OrgKitProvider>
      </QueryClientProvider>
    )
    const { result, rerender } = renderHook(() => useOrgKit(), { wrapper })
    const queries = result.current.queries
    rerender()
    expect(result.current.queries).toBe(queries)
    transport = createMemoryTransport()
    rerender()
    expect(result.current.queries).not.toBe(queries)
    expect(result.current.transport).toBe(transport)
  })

  it('renders its children', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrgKitProvider transport={createMemoryTransport()}>
          <p>inside</p>
        </OrgKitProvider>
      </QueryClientProvider>,
    )
    expect(screen.getByText('inside')).toBeInTheDocument()
  })
})
