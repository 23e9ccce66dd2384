import { Component, lazy } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { OrgKitError } from '../../core/org-kit-error'
import { TableProblem } from './table-states'

// A form brings react-hook-form, its resolver, its schema and its fields: several times the size of the
// dialog or section around it. Its module is fetched the first time the form renders (React.lazy), or ahead
// of that when its trigger is hovered or focused, so showing a trigger or a page costs none of it.
//
// React.lazy keeps a failed fetch for good. So the part's boundary shows the kit's error with "Try again" in
// place of the form, instead of handing the error to the app (which would unmount the page around a network
// blip), and "Try again" renders a fresh lazy component, which fetches anew.

/** A component whose module is fetched the first time it renders. */
export interface LazyPart<Props extends object> {
  /**
   * The component. Render it inside a `Suspense` boundary that shows the loading state (the kit's `Dialog`
   * has one around its content).
   */
  Component: ComponentType<Props>
  /** Starts fetching the module ahead of the first render (its trigger hovered or focused, its page shown). */
  preload: () => void
}

/** The errors of failed fetches, the only ones the boundary catches. */
const loadFailures = new WeakSet<OrgKitError>()

/**
 * A component fetched on first render.
 *
 * @example
 * const { Component: InviteMemberForm, preload } = lazyPart(() =>
 *   import('./invite-member-form').then((module) => module.InviteMemberForm),
 * )
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let fetched: ComponentType<Props> | undefined
  let pending: Promise<{ default: ComponentType<Props> }> | undefined
  const fetchModule = () => {
    pending ??= load().then(
      (component) => {
        fetched = component
        return { default: component }
      },
      (cause: unknown) => {
        pending = undefined
        const failure = new OrgKitError('NETWORK_ERROR', { message: 'A part of orgkit could not be loaded', cause })
        loadFailures.add(failure)
        throw failure
      },
    )
    return pending
  }
  let Loaded = lazy(fetchModule)
  // "Try again": a fresh lazy component, which fetches anew when it renders.
  const retry = () => {
    Loaded = lazy(fetchModule)
  }
  // Once fetched (preloaded, say), the component itself: a lazy component not rendered yet would still
  // suspend, and show the loading state, for a moment. Until then the lazy one, which suspends until the
  // fetch is done; so what commits is always the component itself.
  const Current = (props: Props) => {
    const Chosen = fetched ?? Loaded
    return <Chosen {...props} />
  }
  const Part = (props: Props) => (
    <LoadFailureBoundary onRetry={retry}>
      <Current {...props} />
    </LoadFailureBoundary>
  )
  return { Component: Part, preload: () => void fetchModule().catch(() => undefined) }
}

/** State of {@link LoadFailureBoundary}: the error caught, if any. */
interface LoadFailureBoundaryState {
  error: unknown
  failed: boolean
}

/** Props of {@link LoadFailureBoundary}. */
interface LoadFailureBoundaryProps {
  /** Called on "Try again", before the part renders again. */
  onRetry: () => void
  children: ReactNode
}

/** Shows a failed fetch of a lazy part as the kit's error with "Try again"; hands any other error on. */
class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, LoadFailureBoundaryState> {
  override state: LoadFailureBoundaryState = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): LoadFailureBoundaryState {
    return { error, failed: true }
  }

  override render() {
    const { error, failed } = this.state
    if (!failed) return this.props.children
    // Not a fetch of ours: the app's own error boundary deals with it.
    if (!(error instanceof OrgKitError && loadFailures.has(error))) throw error
    const retry = () => {
      this.props.onRetry()
      this.setState({ error: undefined, failed: false })
    }
    return <TableProblem error={error} onRetry={retry} />
  }
}
