import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook } from '@testing-library/react'
import type { RenderHookOptions, RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import type { OrganizationPluginConfig } from '../../src/core/plugin-config'
import { OrgKitProvider } from '../../src/query/org-kit-provider'
import type { OrgKitProviderOptions } from '../../src/query/org-kit-provider'
import { createMemoryTransport } from '../../src/testing'
import type { MemorySeed, MemoryTransport } from '../../src/testing'

/** How to set up the kit for one test or story. */
export interface KitOptions {
  /** Data of a fresh memory transport (ignored when `transport` is given). */
  seed?: MemorySeed
  /** E-mail of a seeded user to sign in as (ignored when `transport` is given). */
  signedInAs?: string
  /** Plugin configuration: given to the provider and, for a fresh transport, to the server too. */
  config?: Partial<OrganizationPluginConfig>
  /** A transport prepared beforehand (see {@link prepareTransport}); a fresh one otherwise. */
  transport?: MemoryTransport
  /**
   * A QueryClient of the test's own; otherwise a fresh plain one, TanStack's defaults (3 retries) left alone as
   * in an app, so the kit's own retry policy is what the test sees: a read failing with a transient error is
   * retried after a backoff (`retry-timers.ts` runs those waits on fake timers).
   */
  queryClient?: QueryClient
  /** Provider props beyond transport and config (`onSwitched`, `messages`, `staleTime`). */
  provider?: Omit<OrgKitProviderOptions, 'config' | 'children'>
}

/** What every kit render adds to Testing Library's result. */
export interface KitHandles {
  /** `userEvent.setup()` for this render. */
  user: ReturnType<typeof userEvent.setup>
  transport: MemoryTransport
  queryClient: QueryClient
}

/**
 * A QueryClient that never retries, for reads that set no retry policy of their own: the management hooks
 * (`src/management`) still leave it to the app. The kit's own reads and writes decide their retries, so
 * {@link renderWithKit} and {@link renderHookWithKit} give them a plain `new QueryClient()`, as apps create it.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/**
 * A memory transport signed in and with an active organization (by slug or id), its call log emptied:
 * for tests that start with an organization already active on the server.
 */
export async function prepareTransport(options: {
  seed?: MemorySeed
  signedInAs?: string
  activeOrganization?: string
  config?: Partial<OrganizationPluginConfig>
}): Promise<MemoryTransport> {
  const transport = createMemoryTransport({
    ...(options.seed ? { seed: options.seed } : {}),
    ...(options.signedInAs ? { signedInAs: options.signedInAs } : {}),
    ...(options.config ? { pluginConfig: options.config } : {}),
  })
  const ref = options.activeOrganization
  if (ref !== undefined) {
    const organization = (await transport.list()).find((o) => o.id === ref || o.slug === ref)
    if (!organization) throw new Error(`prepareTransport: the signed-in user is not in an organization "${ref}"`)
    await transport.setActive({ organizationId: organization.id })
  }
  transport.clearCalls()
  return transport
}

function setup(options: KitOptions) {
  const transport =
    options.transport ??
    createMemoryTransport({
      ...(options.seed ? { seed: options.seed } : {}),
      ...(options.signedInAs ? { signedInAs: options.signedInAs } : {}),
      ...(options.config ? { pluginConfig: options.config } : {}),
    })
  const queryClient = options.queryClient ?? new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <OrgKitProvider transport={transport} config={options.config} {...options.provider}>
        {children}
      </OrgKitProvider>
    </QueryClientProvider>
  )
  return { transport, queryClient, wrapper }
}

/**
 * Renders UI inside a fresh QueryClient and `<OrgKitProvider>` over a memory transport.
 *
 * @example
 * const { user, transport } = renderWithKit(<MemberTable />, { seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
 */
export function renderWithKit(ui: ReactElement, options: KitOptions & Omit<RenderOptions, 'wrapper' | 'queries'> = {}) {
  const { seed, signedInAs, config, transport: given, queryClient: client, provider, ...renderOptions } = options
  const kit = setup({ seed, signedInAs, config, transport: given, queryClient: client, provider })
  const result = render(ui, { ...renderOptions, wrapper: kit.wrapper })
  return { ...result, user: userEvent.setup(), transport: kit.transport, queryClient: kit.queryClient }
}

/**
 * Renders a hook inside a fresh QueryClient and `<OrgKitProvider>` over a memory transport.
 *
 * @example
 * const { result } = renderHookWithKit(() => useMembers({ limit: 10 }), { transport })
 * await waitFor(() => expect(result.current.isSuccess).toBe(true))
 */
export function renderHookWithKit<Result, Props>(
  hook: (props: Props) => Result,
  options: KitOptions & Omit<RenderHookOptions<Props>, 'wrapper' | 'queries'> = {},
) {
  const { seed, signedInAs, config, transport: given, queryClient: client, provider, ...renderOptions } = options
  const kit = setup({ seed, signedInAs, config, transport: given, queryClient: client, provider })
  const result = renderHook(hook, { ...renderOptions, wrapper: kit.wrapper })
  return { ...result, user: userEvent.setup(), transport: kit.transport, queryClient: kit.queryClient }
}
