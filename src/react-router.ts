// The `orgkit/react-router` entry: the accept-invitation route for React Router 7 (an optional peer; nothing
// else in the kit imports it).
import type { QueryClient } from '@tanstack/react-query'
import { createElement } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import { AcceptInvitation } from './components/accept-invitation/accept-invitation'
import type { AcceptInvitationProps } from './components/accept-invitation/accept-invitation'
import type { ReturnUrl } from './components/accept-invitation/accept-invitation-links'
import type { Invitation } from './core/domain'
import { idInputSchema } from './core/input-schemas'
import { isOrgKitError } from './core/org-kit-error'
import type { AcceptInvitationResult, Transport } from './core/transport'
import { createOrgQueries } from './query/create-org-queries'
import { cachedOrFetched } from './query/cached-or-fetched'
import { safeRedirectPath } from './core/safe-redirect-path'

export { safeRedirectPath }

/** Where to go after accepting: a path, or a function of what was accepted. */
export type AcceptRedirect = string | ((result: AcceptInvitationResult, invitation: Invitation) => string)

/** Props of {@link AcceptInvitationRoute}. */
export interface AcceptInvitationRouteProps extends Pick<
  AcceptInvitationProps,
  'onSignOut' | 'onRejected' | 'locale' | 'className'
> {
  /** Where signed-out invitees sign in (a URL or a function of the return path). @default `/auth/sign-in?redirectTo=<path>` */
  signInUrl?: ReturnUrl | undefined
  /** Where invitees without an account sign up; no link when absent. */
  signUpUrl?: ReturnUrl | undefined
  /**
   * Where to go after accepting. A `redirectTo` query parameter overrides it; either is used only when it
   * is a same-origin path (see {@link safeRedirectPath}), else `/`.
   * @default '/'
   */
  redirectTo?: AcceptRedirect | undefined
}

/**
 * The accept page wired to React Router: reads `invitationId` (and an optional `redirectTo`, and the
 * invited `email` that the sign-in and sign-up URLs are given) from the query string and navigates after
 * accepting. Mount it by hand inside the app's `<OrgKitProvider>`, or
 * use {@link acceptInvitationRoute}.
 */
export function AcceptInvitationRoute({ redirectTo = '/', ...props }: AcceptInvitationRouteProps) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const requested = params.get('redirectTo')
  return createElement(AcceptInvitation, {
    ...props,
    invitationId: params.get('invitationId'),
    email: params.get('email'),
    returnTo: `${location.pathname}${location.search}`,
    onAccepted: (result: AcceptInvitationResult, invitation: Invitation) => {
      const fallback = safeRedirectPath(typeof redirectTo === 'function' ? redirectTo(result, invitation) : redirectTo)
      void navigate(requested === null ? fallback : safeRedirectPath(requested, fallback))
    },
  })
}

/** Options of {@link acceptInvitationRoute}. */
export interface AcceptInvitationRouteOptions extends AcceptInvitationRouteProps {
  /** The app's QueryClient: the loader fills the cache the page reads. */
  queryClient: QueryClient
  /** The transport the app gives `<OrgKitProvider>`. */
  transport: Transport
  /** @default '/auth/accept-invitation' */
  path?: string | undefined
}

/**
 * A route object for `/auth/accept-invitation?invitationId=…`. Its loader validates the id and prefetches
 * the session, the invitation's public preview and (signed in) the invitation with the kit's query
 * factories (expected refusals are left for the page to show); the page then renders at once. The route must sit inside the app's `<OrgKitProvider>`.
 *
 * @example
 * const router = createBrowserRouter([
 *   acceptInvitationRoute({ queryClient, transport, redirectTo: '/dashboard', onSignOut: () => authClient.signOut() }),
 * ])
 */
export function acceptInvitationRoute(options: AcceptInvitationRouteOptions): RouteObject {
  const { queryClient, transport, path = '/auth/accept-invitation', ...props } = options
  const queries = createOrgQueries(transport)
  return {
    path,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const parsed = idInputSchema.safeParse(new URL(request.url).searchParams.get('invitationId') ?? '')
      if (!parsed.success) return { invitationId: null }
      // Refusals (not found, someone else's, unverified, plugin off, …) are states of the page.
      const keepRefusal = (error: unknown) => {
        if (!isOrgKitError(error)) throw error
      }
      const preview = cachedOrFetched(queryClient, queries.invitationPreview(parsed.data)).catch(keepRefusal)
      const invitation = cachedOrFetched(queryClient, queries.session())
        .then(
          (session) =>
            session &&
            cachedOrFetched(queryClient, queries.invitation({ userId: session.user.id, invitationId: parsed.data })),
        )
        .catch(keepRefusal)
      await Promise.all([preview, invitation])
      return { invitationId: parsed.data }
    },
    Component: () => createElement(AcceptInvitationRoute, props),
  }
}
