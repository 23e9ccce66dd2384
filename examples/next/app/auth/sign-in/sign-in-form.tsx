'use client'

import { useState } from 'react'
import type { SubmitEvent } from 'react'

/** E-mail and password to Better Auth through the app's /api/auth route, which sets the session cookie. */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    const response = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    })
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setError(body.message ?? `Sign-in failed (${response.status})`)
      setBusy(false)
      return
    }
    // A full page load: the server renders the next page with the new cookie, and the kit starts from it.
    window.location.assign(redirectTo)
  }

  return (
    <form className="card form" aria-labelledby="sign-in-title" onSubmit={(event) => void submit(event)}>
      <h1 id="sign-in-title">Sign in</h1>
      <label>
        E-mail
        <input type="email" name="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input type="password" name="password" autoComplete="current-password" required />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p className="muted">Try owner@example.com, password orgkit-demo.</p>
    </form>
  )
}
