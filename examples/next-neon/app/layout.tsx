import 'orgkit/styles.css'
import './app.css'
import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { OrganizationSwitcher } from 'orgkit'
import { AccountBar } from './account-bar'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'orgkit on Neon Auth' }

/** The kit inside the app's providers; the switcher in the header, on every page. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>
          <header className="app-header">
            <Link href="/" className="app-brand">
              orgkit + Neon Auth
            </Link>
            <OrganizationSwitcher />
            <AccountBar />
          </header>
          <main className="app-main">{children}</main>
        </Providers>
      </body>
    </html>
  )
}
