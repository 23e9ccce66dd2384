import 'orgkit/styles.css'
import './app.css'
import { dehydrate, HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { OrganizationSwitcher, OrgKitProvider, prefetchOrganizations } from 'orgkit'
import { getQueryClient, serverTransport } from '../lib/backend'

export const metadata: Metadata = { title: 'orgkit on Next.js' }

/**
 * A server component: the kit's provider and switcher take plain values, so no 'use client' file of the
 * app's own is needed. The provider makes its own QueryClient (the app has none) and reaches Better Auth
 * through the app's /api/auth route.
 *
 * The layout prefetches what the switcher shows (the session, the user's organizations, the active one).
 * Without it the switcher, rendered before any page, would put an empty session read into the cache
 * first, and a page's HydrationBoundary only fills reads the cache does not have yet during render: the
 * server would render every page of the kit in its loading state.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient()
  await prefetchOrganizations(queryClient, { transport: await serverTransport() })
  return (
    <html lang="en">
      <body>
        <OrgKitProvider baseURL="/api/auth">
          <HydrationBoundary state={dehydrate(queryClient)}>
            <header className="app-header">
              <Link href="/" className="app-brand">
                orgkit + Next.js
              </Link>
              <OrganizationSwitcher afterCreateUrl="/settings" />
              <nav aria-label="Pages" className="app-nav">
                <Link href="/members">Members</Link>
                <Link href="/invitations">Invitations</Link>
                <Link href="/settings">Settings</Link>
                <Link href="/auth/sign-out">Sign out</Link>
              </nav>
            </header>
            <main className="app-main">{children}</main>
          </HydrationBoundary>
        </OrgKitProvider>
      </body>
    </html>
  )
}
