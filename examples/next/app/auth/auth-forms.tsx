'use client'

import { useState } from 'react'
import type { ReactNode, SubmitEvent } from 'react'

/**
 * Posts the form to one of Better Auth's routes through the app's /api/auth (which sets or clears the session
 * cookie), then loads `redirectTo`: a full page load, so the server renders it with the new cookie and the
 * kit starts from it.
 */
function AuthForm({
  route,
  redirectTo,
  title,
  busyLabel,
  children,
}: {
  route: string
  redirectTo: string
  title: string
  busyLabel: string
  children?: ReactNode
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const response = await fetch(`/api/auth${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(new FormData(event.currentTarget))),
    })
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string }
      setError(answer.message ?? `${title} failed (${response.status})`)
      setBusy(false)
      return
    }
    window.location.assign(redirectTo)
  }

  return (
    <form className="card form" aria-labelledby="auth-title" onSubmit={(event) => void submit(event)}>
      <h1 id="auth-title">{title}</h1>
      {children}
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" disabled={busy}>
        {busy ? busyLabel : title}
      </button>
    </form>
  )
}

/** E-mail and password to `POST /api/auth/sign-in/email`. Sign-in is the app's screen: the kit has none. */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  return (
    <AuthForm route="/sign-in/email" redirectTo={redirectTo} title="Sign in" busyLabel="Signing in…">
      <label>
        E-mail
        <input type="email" name="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input type="password" name="password" autoComplete="current-password" required />
      </label>
      <p className="muted">Try owner@example.com, password orgkit-demo.</p>
    </AuthForm>
  )
}

/** `POST /api/auth/sign-out`: a button, not a link, so no other site can sign people out. */
export function SignOutForm({ redirectTo }: { redirectTo: string }) {
  return <AuthForm route="/sign-out" redirectTo={redirectTo} title="Sign out" busyLabel="Signing out…" />
}
