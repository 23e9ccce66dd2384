import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Invitation } from '../../core/domain'
import { useAcceptInvitation } from '../../hooks/use-accept-invitation'
import { useInvitation } from '../../hooks/use-invitation'
import { useRejectInvitation } from '../../hooks/use-reject-invitation'
import { useSession } from '../../hooks/use-session'
import { orgKeys } from '../../query/org-keys'
import { resolveAcceptCase } from './accept-invitation-case'
import type { AcceptInvitationProps } from './accept-invitation'
import { AcceptInvitationView } from './accept-invitation-view'

/** The accept page for a well-formed invitation id: reads, writes, and the case they add up to. */
export function AcceptInvitationFlow(props: AcceptInvitationProps & { invitationId: string }) {
  const { invitationId, onAccepted, onRejected, onSignOut } = props
  const queryClient = useQueryClient()
  const session = useSession()
  const invitation = useInvitation(invitationId)
  const accept = useAcceptInvitation()
  const reject = useRejectInvitation()
  const [signingOut, setSigningOut] = useState(false)
  // The read fails once the invitation is used; keep what was shown for the success screens.
  const shown = useRef<Invitation | undefined>(undefined)
  if (invitation.data) shown.current = invitation.data
  const lastWrite = accept.submittedAt >= reject.submittedAt ? accept : reject

  const current = resolveAcceptCase({
    session: { data: session.data, error: session.error },
    invitation: { data: shown.current, error: invitation.error },
    accepted: accept.data,
    rejected: reject.isSuccess,
    writeError: lastWrite.error,
  })

  const handlers = {
    accept: () => {
      const target = shown.current
      if (!target) return
      accept.mutate({ invitationId }, { onSuccess: (result) => onAccepted?.(result, target) })
    },
    reject: () => {
      const target = shown.current
      if (!target) return
      reject.mutate({ invitationId }, { onSuccess: () => onRejected?.(target) })
    },
    retry: () => {
      void session.refetch()
      void invitation.refetch()
    },
    signOut: onSignOut
      ? async () => {
          setSigningOut(true)
          try {
            await onSignOut()
            await queryClient.invalidateQueries({ queryKey: orgKeys.session() })
          } finally {
            setSigningOut(false)
          }
        }
      : undefined,
  }
  return (
    <AcceptInvitationView
      {...props}
      current={current}
      busy={accept.isPending ? 'accept' : reject.isPending ? 'reject' : signingOut ? 'sign-out' : undefined}
      handlers={handlers}
    />
  )
}
