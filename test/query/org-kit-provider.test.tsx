import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { DEFAULT_PLUGIN_CONFIG } from '../../src/core/plugin-config'
import { OrgKitProvider } from '../../src/query/org-kit-provider'
import { useOrgKit } from '../../src/query/use-org-kit'
import { useOrgKitContext } from '../../src/query/use-org-kit-context'
import { useSession } from '../../src/hooks/use-session'
import { createMemoryTransport } from '../../src/testing'
import { renderHookWithKit } from '../support/render-with-kit'

describe('OrgKitProvider and useOrgKit', () => {
  afterEach(() => vi.restoreAllMocks())

  it('throws a message naming the provider when used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useOrgKit())).toThrow('useOrgKit must be used inside <OrgKitProvider>')
  })

  it('uses the app’s QueryClient when there is one', () => {
    const appClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={appClient}>
        <OrgKitProvider transport={createMemoryTransport()}>{children}</OrgKitProvider>
      </QueryClientProvider>
    )
    const { result } = renderHook(() => useQueryClient(), { wrapper })
    expect(result.current).toBe(appClient)
  })

  it('makes its own QueryClient only when the app has none, and keeps it across renders', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <OrgKitProvider transport={createMemoryTransport()}>{children}</OrgKitProvider>
    )
    const { result, rerender } = renderHook(() => useQueryClient(), { wrapper })
    const own = result.current
    expect(own).toBeInstanceOf(QueryClient)
    rerender()
    expect(result.current).toBe(own)
  })

  it('talks to a Better Auth server by its base URL given as a plain value (no transport object)', async () => {
    const requests: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      requests.push(input instanceof Request ? input.url : String(input))
      return Promise.resolve(Response.json(null))
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <OrgKitProvider baseURL="https://auth.example/api/auth">{children}</OrgKitProvider>
    )
    const { result } = renderHook(() => useSession(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBeNull()
    expect(requests).toEqual(['https://auth.example/api/auth/get-session?disableCookieCache=true'])
  })

  it('goes to plain-value URLs through the app’s navigate', () => {
    const navigate = vi.fn<(url: string) => void>()
    const withNavigate = ({ children }: { children: ReactNode }) => (
      <OrgKitProvider transport={createMemoryTransport()} navigate={navigate}>
        {children}
      </OrgKitProvider>
    )
    const { result } = renderHook(() => useOrgKitContext(), { wrapper: withNavigate })
    result.current.navigate('/members')
    expect(navigate.mock.calls).toEqual([['/members']])
  })

  it('fills the configuration with the spec’s defaults and stores message overrides', () => {
    const { result } = renderHookWithKit(() => useOrgKitContext(), {
      config: { creator_role: 'admin' },
      provider: { messages: { 'role.owner': 'Proprietor' } },
    })
    expect(result.current.config).toEqual({ ...DEFAULT_PLUGIN_CONFIG, creator_role: 'admin' })
    expect(result.current.messages).toEqual({ 'role.owner': 'Proprietor' })
  })

  it('gives apps their set-up through useOrgKit, and none of the kit’s plumbing', () => {
    const transport = createMemoryTransport()
    const { result } = renderHookWithKit(() => useOrgKit(), {
      transport,
      config: { membership_limit: 50 },
      provider: { locale: 'de' },
    })
    expect(Object.keys(result.current)).toEqual(
      expect.arrayContaining(['transport', 'config', 'accessControl', 'locale', 'queries']),
    )
    expect(result.current.transport).toBe(transport)
    expect(result.current.config.membership_limit).toBe(50)
    expect(result.current.locale).toBe('de')
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

  describe('theme', () => {
    const renderWithTheme = (theme?: 'light' | 'dark' | 'system') =>
      render(
        <QueryClientProvider client={new QueryClient()}>
          {/* The app's own announcer, so the provider's only element is the theme's (the toast region: test/components/announcer). */}
          <OrgKitProvider transport={createMemoryTransport()} theme={theme} announce={() => undefined}>
            <p>first</p>
            <p>second</p>
          </OrgKitProvider>
        </QueryClientProvider>,
      )

    it.each(['light', 'dark'] as const)('%s: wraps the children in one element that forces it', (theme) => {
      const { container } = renderWithTheme(theme)
      expect(container.children).toHaveLength(1)
      const scope = container.firstElementChild
      expect(scope).toHaveAttribute('data-orgkit-theme', theme)
      expect(scope).toHaveAttribute('data-orgkit-theme-scope', '')
      // No inline style: the stylesheet lays it out (display: contents), so a strict CSP holds.
      expect(scope).not.toHaveAttribute('style')
      expect([...(scope?.children ?? [])].map((child) => child.textContent)).toEqual(['first', 'second'])
    })

    it.each([undefined, 'system'] as const)('%s: adds no element, so the app and the system decide', (theme) => {
      const { container } = renderWithTheme(theme)
      expect([...container.children].map((child) => child.outerHTML)).toEqual(['<p>first</p>', '<p>second</p>'])
      expect(container.querySelector('[data-orgkit-theme]')).toBeNull()
    })
  })
})
