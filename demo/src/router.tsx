import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter } from 'react-router-dom'
import { acceptInvitationRoute } from '../../src/react-router'
import { AdminPage } from './admin-page'
import { AppLayout } from './app-layout'
import { authQuery } from './auth-query'
import { AuthLayout } from './auth-layout'
import { DemoKit } from './demo-kit'
import { InvitationsPage } from './invitations-page'
import { MailboxPage } from './mailbox-page'
import { MembersPage } from './members-page'
import { OrganizationPages } from './organization-pages'
import { OverviewPage } from './overview-page'
import { SettingsPage } from './settings-page'
import { SignInPage } from './sign-in-page'
import { SignUpPage } from './sign-up-page'
import { signOut, transport } from './transport'

/** Every page of the demo. The kit's accept route is mounted as it ships, at `/auth/accept-invitation`. */
export function createDemoRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      Component: DemoKit,
      HydrateFallback: () => null,
      children: [
        {
          Component: AuthLayout,
          children: [
            { path: '/auth/sign-in', Component: SignInPage },
            { path: '/auth/sign-up', Component: SignUpPage },
            acceptInvitationRoute({
              queryClient,
              transport,
              redirectTo: '/',
              // The invitation e-mail's link carries the invited address: the forms start with it.
              signInUrl: (returnTo, { email }) => `/auth/sign-in?${authQuery(returnTo, email)}`,
              signUpUrl: (returnTo, { email }) => `/auth/sign-up?${authQuery(returnTo, email)}`,
              onSignOut: signOut,
            }),
          ],
        },
        {
          Component: AppLayout,
          children: [
            {
              Component: OrganizationPages,
              children: [
                { index: true, Component: OverviewPage },
                { path: '/members', Component: MembersPage },
                { path: '/invitations', Component: InvitationsPage },
                { path: '/settings', Component: SettingsPage },
              ],
            },
            { path: '/admin', Component: AdminPage },
          ],
        },
        { path: '/dev/mailbox', Component: MailboxPage },
      ],
    },
  ])
}
