'use client'

import { useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { SubmitEvent } from 'react'
import { refreshOrgKitSession } from 'orgkit'
import { authClient } from '../../lib/auth-client'

/** The message of whatever Neon's SDK threw or answered (its `AuthApiError`, or Better Auth's `{ error }`). */
function messageOf(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message)
    return error.message
  return fallback
}

/**
 * Sign in or sign up with Neon's SDK (`authClient().signIn.email`, `.signUp.email`), then the one call the
 * kit asks for after the app's own sign-in: `refreshOrgKitSession`. No page load: the kit reads the new
 * session and the page around it (or `redirectTo`, through Next's router) shows the signed-in user's data.
 */
export function AuthForm({ mode, redirectTo }: { mode: 'sign-in' | 'sign-up'; redirectTo?: string | undefined }) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const title = mode === 'sign-in' ? 'Sign in' : 'Create an account'
  const back = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    const field = (name: string) => {
      const value = fields.get(name)
      return typeof value === 'string' ? value : ''
    }
    const email = field('email')
    const password = field('password')
    setBusy(true)
    setError(null)
    try {
      const answer =
        mode === 'sign-in'
          ? await authClient().signIn.email({ email, password })
          : await authClient().signUp.email({ email, password, name: field('name') })
      if (answer.error) {
        setError(messageOf(answer.error, `${title} failed`))
        return
      }
      await refreshOrgKitSession(queryClient)
      if (redirectTo) router.push(redirectTo)
    } catch (caught) {
      setError(messageOf(caught, `${title} failed`))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="card form" aria-labelledby="auth-title" onSubmit={(event) => void submit(event)}>
      <h1 id="auth-title">{title}</h1>
      {mode === 'sign-up' ? (
        <label>
          Name
          <input name="name" autoComplete="name" required />
        </label>
      ) : null}
      <label>
        E-mail
        <input type="email" name="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input
          type="password"
          name="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          minLength={8}
          required
        />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" disabled={busy}>
        {busy ? 'One moment…' : mode === 'sign-in' ? 'Sign in' : 'Create account'}
      </button>
      {mode === 'sign-in' ? (
        <p className="muted">
          Try owner@example.com, password orgkit-demo. No account? <Link href={`/auth/sign-up${back}`}>Create one</Link>
          .
        </p>
      ) : (
        <p className="muted">
          Have an account? <Link href={`/auth/sign-in${back}`}>Sign in</Link>.
        </p>
      )}
    </form>
  )
}
