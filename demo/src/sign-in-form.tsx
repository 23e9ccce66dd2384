import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { authPost } from './transport'

/** A plain e-mail and password form for the seeded accounts. */
export function SignInForm() {
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('owner@example.com')
  const [password, setPassword] = useState('')
  const signIn = useMutation({
    mutationFn: () => authPost('/sign-in/email', { email, password }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
  return (
    <form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault()
        signIn.mutate()
      }}
    >
      <label>
        E-mail
        <input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </label>
      <label>
        Password
        <input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </label>
      <p className="muted">Seeded accounts: owner@, admin@, member@ and outsider@example.com; the password is printed by npm start.</p>
      {signIn.isError ? <p role="alert">{signIn.error.message}</p> : null}
      <button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}
