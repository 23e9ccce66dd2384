import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { OrganizationList } from './organization-list'
import { SignInForm } from './sign-in-form'
import { authPost, transport } from './transport'

/** The first demo page: sign in as a seeded user, then see your organizations. */
export function App() {
  const queryClient = useQueryClient()
  const session = useQuery({ queryKey: ['demo', 'session'], queryFn: ({ signal }) => transport.getSession({ signal }) })
  const signOut = useMutation({
    mutationFn: () => authPost('/sign-out', {}),
    onSuccess: () => queryClient.resetQueries(),
  })
  return (
    <main>
      <h1>orgkit demo</h1>
      {session.isPending ? <p className="muted">Loading…</p> : null}
      {session.isError ? <p role="alert">Could not reach the auth server ({session.error.message}).</p> : null}
      {session.data === null ? <SignInForm /> : null}
      {session.data ? (
        <>
          <p>
            Signed in as <strong>{session.data.user.name}</strong> <span className="muted">({session.data.user.email})</span>{' '}
            <button type="button" className="secondary" onClick={() => signOut.mutate()}>
              Sign out
            </button>
          </p>
          <h2>Your organizations</h2>
          <OrganizationList userId={session.data.user.id} />
        </>
      ) : null}
    </main>
  )
}
