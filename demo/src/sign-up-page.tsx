import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SubmitEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { refreshOrgKitSession } from '../../src/index'
import { safeRedirectPath } from '../../src/react-router'
import { authQuery } from './auth-query'
import { formText } from './form-text'
import { signUp } from './transport'

/**
 * Creates an account. While invitation e-mails are on, Better Auth requires a verified e-mail first: the
 * verification link lands in the dev mailbox and leads back to `redirectTo`.
 */
export function SignUpPage() {
  const [params] = useSearchParams()
  const redirectTo = safeRedirectPath(params.get('redirectTo'))
  // The invited address, when an invitation's page sent the visitor here (its e-mail's link carries it).
  const invitedEmail = params.get('email') ?? ''
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = formText(form, 'email')
    setBusy(true)
    setError(null)
    try {
      const { signedIn } = await signUp({
        name: formText(form, 'name'),
        email,
        password: formText(form, 'password'),
        callbackURL: redirectTo,
      })
      if (!signedIn) {
        setVerifyEmail(email)
        return
      }
      // `all`: no mounted component reads the session here, so a plain invalidation would not refetch it, and
      // the signed-in layout would first see the cached `null` and send the visitor back to this page.
      await refreshOrgKitSession(queryClient)
      await navigate(redirectTo, { replace: true })
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setBusy(false)
    }
  }

  if (verifyEmail) {
    return (
      <section className="demo-card" aria-labelledby="verify-title" role="status">
        <h2 id="verify-title">Verify your e-mail address</h2>
        <p>
          We sent a verification link to {verifyEmail}. Open it from the <Link to="/dev/mailbox">dev mailbox</Link>; it
          signs you in and brings you back.
        </p>
      </section>
    )
  }
  return (
    <form className="demo-form demo-card" aria-labelledby="sign-up-title" onSubmit={(event) => void submit(event)}>
      <h2 id="sign-up-title">Create an account</h2>
      <label>
        Name
        <input name="name" autoComplete="name" required />
      </label>
      <label>
        E-mail
        <input type="email" name="email" autoComplete="email" defaultValue={invitedEmail} required />
      </label>
      <label>
        Password
        <input
          type="password"
          name="password"
          autoComplete="new-password"
          minLength={8}
          required
          aria-describedby="password-hint"
        />
      </label>
      <p id="password-hint" className="demo-muted">
        At least 8 characters.
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="demo-button demo-primary" disabled={busy}>
        {busy ? 'Creating account…' : 'Create account'}
      </button>
      <p className="demo-muted">
        Have an account? <Link to={`/auth/sign-in?${authQuery(redirectTo, invitedEmail)}`}>Sign in</Link>
      </p>
    </form>
  )
}
