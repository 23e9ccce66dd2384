import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import type { OrganizationPluginConfig } from '../../src/core/plugin-config'
import type { TransportOperation } from '../../src/core/transport'
import { OrgKitProvider } from '../../src/query/org-kit-provider'
import type { OrgKitProviderOptions } from '../../src/query/org-kit-provider'
import { createMemoryTransport } from '../../src/testing'
import type { MemoryFaultCode, MemorySeed, MemoryTransport } from '../../src/testing'

/** A fault injected into the memory transport once it is prepared. */
export interface KitFault {
  operation: TransportOperation
  code: MemoryFaultCode
  /** Fail every call (else only the next ones). @default false */
  always?: boolean
  /**
   * How many of the next calls fail. The kit makes up to `MAX_READ_ATTEMPTS` (3) attempts of a read that
   * fails with a transient error (network, 5xx, 429), so a read that fails for good once fails that often.
   * @default 1
   */
  times?: number
}

/** How one story or test sets up the kit (a story's `parameters.kit`). */
export interface KitParameters {
  /** Data of the memory transport. */
  seed?: MemorySeed
  /** E-mail of a seeded user to sign in as; signed out when absent. */
  signedInAs?: string
  /** Slug or id of an organization to make active before rendering. */
  activeOrganization?: string
  /** Plugin configuration, for the provider and the transport alike. */
  config?: Partial<OrganizationPluginConfig>
  /** Faults injected after preparation. */
  faults?: readonly KitFault[]
  /** Latency of every answer, in milliseconds, after preparation. Use a large value to hold a loading state. */
  latency?: number
  /** Provider props beyond transport and config. */
  provider?: Omit<OrgKitProviderOptions, 'config' | 'children'>
  /** Whether the server has the kit plugin's member search (`false`: as Neon Auth). @default true */
  memberSearch?: boolean
  /** Whether the server has the kit plugin's organization page (`false`: as Neon Auth). @default true */
  organizationPage?: boolean
  /** The most organizations the stock list answers (100 as Better Auth's adapter). @default no limit */
  organizationListLimit?: number
}

/** Builds the memory transport of {@link KitParameters}, active organization set, faults and latency applied. */
export async function prepareKitTransport(params: KitParameters): Promise<MemoryTransport> {
  const transport = createMemoryTransport({
    ...(params.seed ? { seed: params.seed } : {}),
    ...(params.signedInAs ? { signedInAs: params.signedInAs } : {}),
    ...(params.memberSearch === undefined ? {} : { memberSearch: params.memberSearch }),
    ...(params.organizationPage === undefined ? {} : { organizationPage: params.organizationPage }),
    ...(params.organizationListLimit === undefined ? {} : { organizationListLimit: params.organizationListLimit }),
  })
  const ref = params.activeOrganization
  if (ref !== undefined) {
    const organization = (await transport.list()).find((o) => o.id === ref || o.slug === ref)
    if (!organization) throw new Error(`KitHarness: the signed-in user is not in an organization "${ref}"`)
    await transport.setActive({ organizationId: organization.id })
  }
  // Configured after the preparation, so `enabled: false` still lets it set the active organization.
  if (params.config) transport.setPluginConfig(params.config)
  for (const fault of params.faults ?? []) {
    if (fault.always) transport.failAlways(fault.operation, fault.code)
    else for (let time = 0; time < (fault.times ?? 1); time++) transport.failNext(fault.operation, fault.code)
  }
  transport.latency = params.latency ?? 0
  transport.clearCalls()
  return transport
}

/** Props of {@link KitHarness}. */
export interface KitHarnessProps extends KitParameters {
  children: ReactNode
  /** Called once the transport is ready (tests and play functions inspect its calls). */
  onReady?: (transport: MemoryTransport) => void
}

/**
 * A fresh plain QueryClient and memory transport per mount, inside `<OrgKitProvider>`: what every
 * story gets from the preview decorator. Nothing is rendered until the transport is prepared.
 */
export function KitHarness({ children, onReady, ...params }: KitHarnessProps) {
  // Plain, as an app creates it: the kit's own retry policy is what the story shows.
  const [queryClient] = useState(() => new QueryClient())
  const [transport, setTransport] = useState<MemoryTransport | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    prepareKitTransport(params).then(
      (prepared) => {
        if (!live) return
        setTransport(prepared)
        onReady?.(prepared)
      },
      (error: unknown) => live && setFailure(String(error)),
    )
    return () => {
      live = false
    }
    // Prepared once per mount: a story's parameters do not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (failure) return <pre role="alert">{failure}</pre>
  if (!transport) return null
  return (
    <QueryClientProvider client={queryClient}>
      <OrgKitProvider transport={transport} config={params.config} {...params.provider}>
        {children}
      </OrgKitProvider>
    </QueryClientProvider>
  )
}
