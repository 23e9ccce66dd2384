import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { OrganizationSwitcher, refreshOrgKitSession, useSession } from '../../src/index'
import { signOut } from './transport'

const PAGES = [
  { to: '/', label: 'Overview' },
  { to: '/members', label: 'Members' },
  { to: '/invitations', label: 'Invitations' },
  { to: '/settings', label: 'Settings' },
  { to: '/admin', label: 'Admin' },
  { to: '/dev/mailbox', label: 'Mailbox' },
] as const

/** The signed-in app: header with the organization switcher, navigation, the page. Signed-out visitors go to sign in. */
export function AppLayout() {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [leaving, setLeaving] = useState(false)
  if (session.isPending) return <p role="status">Loading…</p>
  if (session.isError) return <p role="alert">The auth server could not be reached: {session.error.message}</p>
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
          orgkit demo
        </Link>
        <OrganizationSwitcher />
        <span className="demo-user">
          {session.data.user.name} <span className="demo-muted">{session.data.user.email}</span>
        </span>
        <button type="button" className="demo-button" onClick={() => void leave()} disabled={leaving}>
          {leaving ? 'Signing out…' : 'Sign out'}
        </button>
      </header>
      <nav aria-label="Demo pages" className="demo-nav">
        {PAGES.map((page) => (
          <NavLink key={page.to} to={page.to} end>
            {page.label}
          </NavLink>
        ))}
      </nav>
      <main className="demo-main">
        <Outlet />
      </main>
    </div>
  )
}
