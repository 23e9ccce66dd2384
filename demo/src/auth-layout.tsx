import { Link, Outlet } from 'react-router-dom'

/** Sign in, sign up and the accept-invitation page: one card under the demo's name. */
export function AuthLayout() {
  return (
    <div className="demo-auth">
      <header>
        <h1>
          <Link to="/">orgkit demo</Link>
        </h1>
      </header>
      <main>
        <Outlet />
      </main>
      <footer>
        <Link to="/dev/mailbox">Dev mailbox</Link>
      </footer>
    </div>
  )
}
