import type { MessageOverrides } from '../../../../src/messages/catalog'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, renderHook } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { createManagementClient } from '../../../../src/management/client/create-management-client'
import type { ManagementClient, ManagementClientOptions } from '../../../../src/management/client/management-client'
import { ManagementProvider } from '../../../../src/management/react/management-provider'
import { createManagementEmulator } from '../../../../src/server/management-emulator/create-management-emulator'
import type { ManagementEmulator, ManagementEmulatorOptions } from '../../../../src/server/management-emulator/types'

/** The emulator's accepted key in these tests. */
export const REACT_TEST_KEY = 'napi_react_test_key_0123456789abcdef0123456789'

/** A request body the client sent, as the emulator received it. */
export interface SentRequest {
  method: string
  path: string
  body: unknown
}

/** An emulator, a client routed into its handler in-process, and a fresh QueryClient. */
export interface ManagementKit {
  emulator: ManagementEmulator
  client: ManagementClient
  queryClient: QueryClient
  /** Every request the client sent, with its parsed JSON body. */
  sent: SentRequest[]
  /** The PATCH bodies of the organization plugin, in order. */
  patches(): unknown[]
  projectId: string
  branchId: string
  wrapper: (props: { children: ReactNode }) => ReactElement
}

/** Options of {@link createManagementKit}. */
export interface ManagementKitOptions {
  emulator?: Omit<ManagementEmulatorOptions, 'apiKey' | 'log'>
  client?: Partial<ManagementClientOptions>
  /** Catalog overrides given to `<ManagementProvider>`. */
  messages?: MessageOverrides
  /** Holds every answer until the returned promise of `gate()` is resolved (saving states). */
  gate?: () => Promise<void>
}

/**
 * Builds the kit. The fetch is the emulator's handler called in-process; the request is rebuilt without the
 * caller's signal, as a server receives it.
 */
export function createManagementKit(options: ManagementKitOptions = {}): ManagementKit {
  const emulator = createManagementEmulator({ apiKey: REACT_TEST_KEY, ...options.emulator })
  const sent: SentRequest[] = []
  const inProcess: typeof fetch = async (input, init) => {
    // The SDK hands fetch a `Request`; read method, headers and body from it.
    const incoming = new Request(input, init)
    const body = incoming.method === 'GET' ? '' : await incoming.text()
    const url = new URL(incoming.url)
    sent.push({ method: incoming.method, path: url.pathname, body: body === '' ? undefined : JSON.parse(body) })
    const request = new Request(url, {
      method: incoming.method,
      headers: incoming.headers,
      ...(body === '' ? {} : { body }),
    })
    if (options.gate) await options.gate()
    return emulator.handler(request)
  }
  const client = createManagementClient({
    apiKey: REACT_TEST_KEY,
    baseUrl: 'http://emulator.test/api/v2',
    fetch: inProcess,
    ...options.client,
  })
  // As apps create it: the kit's management queries decide their own retries.
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ManagementProvider client={client} messages={options.messages}>
        {children}
      </ManagementProvider>
    </QueryClientProvider>
  )
  return {
    emulator,
    client,
    queryClient,
    sent,
    patches: () => sent.filter((r) => r.method === 'PATCH').map((r) => r.body),
    projectId: emulator.defaultProjectId,
    branchId: emulator.defaultBranchId,
    wrapper,
  }
}

/** Renders UI inside the kit's QueryClientProvider and ManagementProvider. */
export function renderWithManagement(ui: ReactElement, kit: ManagementKit = createManagementKit()) {
  const result = render(ui, { wrapper: kit.wrapper })
  return { ...result, ...kit, user: userEvent.setup() }
}

/** Renders a hook inside the kit's providers. */
export function renderHookWithManagement<Result>(hook: () => Result, kit: ManagementKit = createManagementKit()) {
  return { ...renderHook(hook, { wrapper: kit.wrapper }), ...kit }
}
