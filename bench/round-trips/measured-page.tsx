// One page of one browser in the component flows: the kit's public components rendered in jsdom inside
// `<OrgKitProvider>` with the fetch transport and the app's own plain `new QueryClient()`, loaded with an
// empty cache (a page load) and then acted on as a user does (userEvent). Every step is measured on the
// browser's request log, from the click or keystroke until the wire has been quiet for 150 ms.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createBetterAuthFetchTransport, OrgKitProvider } from '../../src/index'
import { must } from '../lib/must'
import type { FlowSummary, RequestLog } from './request-log'

/** What one user action on one component cost on the wire. */
export interface ComponentAction extends FlowSummary {
  /** The component (or components) of the page acted on. */
  component: string
  /** What the user did, and what they then waited to see. */
  action: string
}

/** A user of Testing Library's `userEvent`. */
export type User = ReturnType<typeof userEvent.setup>

/** Options of {@link MeasuredPage}. */
export interface MeasuredPageOptions {
  /** The browser: its logging fetch and cookie jar. */
  log: RequestLog
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/api/auth`. */
  baseURL: string
  /** The component (or components) on the page, as the report names them. */
  component: string
  /** Where each measured action is added. */
  actions: ComponentAction[]
}

/** A page of components, loaded and acted on, each step measured. */
export class MeasuredPage {
  private user: User | undefined

  constructor(private readonly options: MeasuredPageOptions) {}

  /** Renders `page` with an empty cache and measures it until `ready` resolves (what the user waits for). */
  async load(step: { page: ReactNode; until: string; ready: () => Promise<unknown> }): Promise<void> {
    const { log, baseURL } = this.options
    await this.measure(`page load (empty cache) until ${step.until}`, async () => {
      const queryClient = new QueryClient()
      const transport = createBetterAuthFetchTransport({ baseURL, fetch: log.fetch })
      render(
        <QueryClientProvider client={queryClient}>
          <OrgKitProvider transport={transport} navigate={() => undefined}>
            {step.page}
          </OrgKitProvider>
        </QueryClientProvider>,
      )
      this.user = userEvent.setup()
      await step.ready()
    })
  }

  /** Measures one user action: `run` does it and waits for what the user then sees. */
  async act(action: string, run: (user: User) => Promise<unknown>): Promise<void> {
    const user = must(this.user, 'loaded page')
    await this.measure(action, () => run(user))
  }

  /** Unmounts the page (its queries stop with it). */
  close(): void {
    cleanup()
    this.user = undefined
  }

  private async measure(action: string, run: () => Promise<unknown>): Promise<void> {
    const { log, component, actions } = this.options
    actions.push({ component, action, ...(await log.measure(run)) })
  }
}
