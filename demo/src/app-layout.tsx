import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { OrganizationSwitcher, refreshOrgKitSession, useSession } from '../../src/index'
import { AccountMenu } from './account-menu'
import { SessionCheckFailed } from './session-check-failed'
import { signOut } from './transport'

const PAGES = [
  { to: '/', label: 'Overview' },
  { to: '/members', label: 'Members' },
  { to: '/invitations', label: 'Invitations' },
  { to: '/settings', label: 'Settings' },
  { to: '/admin', label: 'Admin' },
  { to: '/dev/mailbox', label: 'Mailbox' },
] as const

/**
 * The signed-in app: a header of one row (the demo's name, the organization switcher, the account menu), a
 * row of page tabs that scrolls sideways inside itself on a phone, the page. Signed-out visitors go to sign in,
 * also when another tab signed out or the session was revoked (the kit reads the session again then).
 */
export function AppLayout() {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [leaving, setLeaving] = useState(false)
  if (session.isPending)
    return (
      <p className="demo-status" role="status">
        Loading…
      </p>
    )
  // Only when there is no session to show at all: a failed refetch keeps the last one (TanStack Query keeps
  // `data` on error), so the page stays, with what the user typed, and the problem is said in place below.
  if (session.data === undefined)
    return (
      <p className="demo-status" role="alert">
        The auth server could not be reached: {session.error.message}
      </p>
    )
  if (session.data === null) {
    return (
      <Navigate replace to={`/auth/sign-in?redirectTo=${encodeURIComponent(location.pathname + location.search)}`} />
    )
  }
  const leave = async () => {
    setLeaving(true)
    try {
      await signOut()
      await refreshOrgKitSession(queryClient) // the kit then drops the user's cache
      await navigate('/auth/sign-in')
    } finally {
      setLeaving(false)
    }
  }
  return (
    <div className="demo-app">
      <header className="demo-header">
        <Link to="/" className="demo-brand">
          orgkit<span className="demo-brand-suffix"> demo</span>
        </Link>
        <span className="demo-header-separator" aria-hidden="true" />
        <OrganizationSwitcher />
        <AccountMenu
          name={session.data.user.name}
          email={session.data.user.email}
          leaving={leaving}
          onSignOut={() => void leave()}
        />
      </header>
      <nav aria-label="Demo pages" className="demo-nav">
        <ul>
          {PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end>
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {session.isError ? (
        <SessionCheckFailed message={session.error.message} onRetry={() => void session.refetch()} />
      ) : null}
      <main className="demo-main">
        <Outlet />
      </main>
    </div>
  )
}
