'use client'

import { useQueryClient } from '@tanstack/react-query'
import { refreshOrgKitSession, useSession } from 'orgkit'
import { authClient } from '../lib/auth-client'

/** Who is signed in, and signing out with Neon's SDK (then `refreshOrgKitSession`, as after signing in). */
export function AccountBar() {
  const queryClient = useQueryClient()
  const { data: session } = useSession()
  if (!session) return null
  const signOut = async () => {
    await authClient().signOut()
    await refreshOrgKitSession(queryClient)
  }
  return (
    <div className="account">
      <span className="muted">{session.user.email}</span>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  )
}
