import { useCallback, useRef, useState } from 'react'
import type { Invitation } from '../../core/domain'
import { useCancelInvitation } from '../../hooks/use-cancel-invitation'
import { useInviteMember } from '../../hooks/use-invite-member'
import { useMessages } from '../../hooks/use-messages'

/**
 * Resend and cancel for the invitations table. Each failure is kept by invitation id, so it shows on its
 * row; successes are announced politely. Cancelling is optimistic (the mutation factory rolls back).
 */
export function useInvitationActions(organizationId: string | undefined) {
  const { t } = useMessages()
  const invite = useInviteMember()
  const cancel = useCancelInvitation()
  const [errors, setErrors] = useState<Record<string, unknown>>({})
  const [pending, setPending] = useState<Record<string, boolean>>({})
  const [announcement, setAnnouncement] = useState('')
  const latest = useRef({ invite, cancel, t })
  latest.current = { invite, cancel, t }

  const run = useCallback(async (id: string, write: () => Promise<string>) => {
    setErrors(({ [id]: _old, ...rest }) => rest)
    setPending((p) => ({ ...p, [id]: true }))
    try {
      setAnnouncement(await write())
    } catch (error) {
      setErrors((e) => ({ ...e, [id]: error }))
    } finally {
      setPending(({ [id]: _done, ...rest }) => rest)
    }
  }, [])

  const resend = useCallback(
    (invitation: Invitation) =>
      void run(invitation.id, async () => {
        const { invite, t } = latest.current
        await invite.mutateAsync({ email: invitation.email, role: invitation.role, organizationId, resend: true })
        return t('orgInvitations.resent', { email: invitation.email })
      }),
    [run, organizationId],
  )

  const cancelInvitation = useCallback(
    (invitation: Invitation) =>
      void run(invitation.id, async () => {
        const { cancel, t } = latest.current
        await cancel.mutateAsync({ invitationId: invitation.id })
        return t('orgInvitations.canceled', { email: invitation.email })
      }),
    [run],
  )

  return { errors, pending, announcement, resend, cancel: cancelInvitation }
}
