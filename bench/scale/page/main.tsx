// The scale bench page (issue 24): the kit's real <MemberTable> or <OrganizationSwitcher>, as an app renders
// them, inside <OrgKitProvider> with the fetch transport against the same-origin embedded backend and the
// app's plain `new QueryClient()`. bench/scale/run.mjs signs in, then mounts one with `window.scaleBench.mount`
// and drives it as a user would.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import '../../../src/styles.css'
import { createBetterAuthFetchTransport, MemberTable, OrganizationSwitcher, OrgKitProvider } from '../../../src/index'
import { must } from '../../lib/must'

/** What to mount: a member table of one organization, or the organization switcher. */
export type ScaleView =
  | { view: 'members'; organizationId: string; pageSize: number; membershipLimit: number }
  | { view: 'switcher'; membershipLimit: number }

const transport = createBetterAuthFetchTransport({ baseURL: '/api/auth' })
let root: Root | undefined

/** Mounts a fresh view (a new QueryClient: nothing cached); returns `performance.now()` at the start. */
function mount(spec: ScaleView): number {
  root?.unmount()
  const startedAt = performance.now()
  root = createRoot(must(document.getElementById('root'), '#root element'))
  root.render(
    <QueryClientProvider client={new QueryClient()}>
      <OrgKitProvider transport={transport} config={{ membership_limit: spec.membershipLimit }} locale="en-US">
        <div data-slot="orgkit-root">
          {spec.view === 'members' ? (
            <MemberTable organizationId={spec.organizationId} defaultPageSize={spec.pageSize} locale="en-US" />
          ) : (
            <OrganizationSwitcher />
          )}
        </div>
      </OrgKitProvider>
    </QueryClientProvider>,
  )
  return startedAt
}

declare global {
  interface Window {
    scaleBench: { mount: typeof mount }
  }
}

window.scaleBench = { mount }
