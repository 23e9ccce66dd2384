// The render bench page: <MemberTable> of a 1,000-member organization (memory transport, largeOrganizationSeed)
// inside a React <Profiler>, built for production with the profiling build of react-dom (see vite.config.ts).
// bench/render.mjs drives it in headless Chromium and reads the commits from `window.orgkitBench`.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Profiler } from 'react'
import type { ProfilerOnRenderCallback } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import '../../src/styles.css'
import { MemberTable } from '../../src/components/member-table/member-table'
import { OrgKitProvider } from '../../src/query/org-kit-provider'
import { createMemoryTransport, largeOrganizationSeed } from '../../src/testing'
import { must } from '../lib/must'

/** One React commit of the member table. */
export interface Commit {
  phase: string
  /** Time spent rendering the table for this commit, ms (`actualDuration`). */
  actualDuration: number
  /** Estimated time to render the whole table without memoization, ms. */
  baseDuration: number
  commitTime: number
}

const MEMBERS = 1_000
const seed = largeOrganizationSeed({ members: MEMBERS })
const commits: Commit[] = []
const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration, baseDuration, _startTime, commitTime) => {
  commits.push({ phase, actualDuration, baseDuration, commitTime })
}

let root: Root | undefined

/** Mounts a fresh table (new transport and QueryClient: nothing cached) showing `pageSize` rows. */
async function mount(pageSize: number): Promise<void> {
  unmount()
  const transport = createMemoryTransport({
    seed,
    signedInAs: seed.ownerEmail,
    pluginConfig: { membership_limit: MEMBERS },
  })
  const organization = (await transport.list()).find((o) => o.slug === seed.organizationSlug)
  await transport.setActive({ organizationId: organization?.id ?? null })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  commits.length = 0
  root = createRoot(must(document.getElementById('root'), '#root element'))
  root.render(
    <QueryClientProvider client={queryClient}>
      <OrgKitProvider transport={transport} config={{ membership_limit: MEMBERS }}>
        <div data-slot="orgkit-root">
          <Profiler id="member-table" onRender={onRender}>
            <MemberTable defaultPageSize={pageSize} pageSizeOptions={[25, 50, 100]} locale="en-US" />
          </Profiler>
        </div>
      </OrgKitProvider>
    </QueryClientProvider>,
  )
}

function unmount(): void {
  root?.unmount()
  root = undefined
}

/** Resolves once no commit happened for `quietMs` (after the next frames). */
async function idle(quietMs = 120): Promise<void> {
  let seen = -1
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, quietMs)))
    if (commits.length === seen) return
    seen = commits.length
  }
}

declare global {
  interface Window {
    orgkitBench: {
      members: number
      mount: typeof mount
      unmount: typeof unmount
      idle: typeof idle
      /** Takes (and forgets) the commits recorded so far. */
      take: () => Commit[]
    }
  }
}

window.orgkitBench = { members: MEMBERS, mount, unmount, idle, take: () => commits.splice(0, commits.length) }
