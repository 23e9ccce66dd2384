import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SubmitEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { refreshOrgKitSession } from '../../src/index'
import { safeRedirectPath } from '../../src/react-router'
import { authQuery } from './auth-query'
import { formText } from './form-text'
import { signIn } from './transport'

/** A plain e-mail and password form (auth screens are the app's, not the kit's); back to `redirectTo` after. */
export function SignInPage() {
  const [params] = useSearchParams()
  const redirectTo = safeRedirectPath(params.get('redirectTo'))
  // The invited address, when an invitation's page sent the visitor here (its e-mail's link carries it).
  const invitedEmail = params.get('email') ?? ''
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      await signIn(formText(form, 'email'), formText(form, 'password'))
      // `all`: no mounted component reads the session here, so a plain invalidation would not refetch it, and
      // the signed-in layout would first see the cached `null` and send the visitor back to this page.
      await refreshOrgKitSession(queryClient)
      await navigate(redirectTo, { replace: true })
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
      setBusy(false)
    }
  }

  return (
    <form className="demo-form demo-card" aria-labelledby="sign-in-title" onSubmit={(event) => void submit(event)}>
      <h2 id="sign-in-title">Sign in</h2>
      <label>
        E-mail
        <input type="email" name="email" autoComplete="username" defaultValue={invitedEmail} required />
      </label>
      <label>
        Password
        <input type="password" name="password" autoComplete="current-password" required />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="demo-button demo-primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p className="demo-muted">
        Seeded accounts: owner@, admin@, member@ and outsider@example.com (the password is printed by{' '}
        <code>npm start</code>). No account?{' '}
        <Link to={`/auth/sign-up?${authQuery(redirectTo, invitedEmail)}`}>Sign up</Link>
      </p>
    </form>
  )
}
