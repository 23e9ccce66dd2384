import 'orgkit/styles.css'
import './app.css'
import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { OrganizationSwitcher, OrgKitProvider } from 'orgkit'

export const metadata: Metadata = { title: 'orgkit on Next.js' }

/**
 * A server component: the kit's provider and switcher take plain values, so no 'use client' file of the
 * app's own is needed. The provider makes its own QueryClient (the app has none) and reaches Better Auth
 * through the app's /api/auth route.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <OrgKitProvider baseURL="/api/auth">
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
        </OrgKitProvider>
      </body>
    </html>
  )
}
