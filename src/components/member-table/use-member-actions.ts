import { useCallback, useRef, useState } from 'react'
import type { Member } from '../../core/domain'
import type { Role } from '../../core/roles'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useMessages } from '../../hooks/use-messages'
import { useRemoveMember } from '../../hooks/use-remove-member'
import { useUpdateMemberRole } from '../../hooks/use-update-member-role'

/** A confirmation the table is asking for. */
export type PendingConfirmation = { kind: 'remove' | 'leave'; member: Member } | null

const without = <T,>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  if (!(key in record)) return record as Record<string, T>
  const { [key]: _gone, ...rest } = record
  return rest
}

/**
 * The table's writes: role change (at once), removal and leaving (after a confirmation). Writes are
 * optimistic in the cache (the mutation factories roll back); the error of a failed write is kept per
 * row, so it shows on the row it belongs to, and successes are announced politely.
 */
export function useMemberActions(options: { organizationId?: string | undefined; onLeft?: ((organizationId: string) => void) | undefined }) {
  const { t } = useMessages()
  const updateRole = useUpdateMemberRole()
  const removeMember = useRemoveMember()
  const leave = useLeaveOrganization()
  const [errors, setErrors] = useState<Record<string, unknown>>({})
  const [pending, setPending] = useState<Record<string, boolean>>({})
  const [confirmation, setConfirmation] = useState<PendingConfirmation>(null)
  const [announcement, setAnnouncement] = useState('')
  const latest = useRef({ updateRole, removeMember, leave, options, t })
  latest.current = { updateRole, removeMember, leave, options, t }

  const run = useCallback(async (memberId: string, write: () => Promise<string>) => {
    setErrors((e) => without(e, memberId))
    setPending((p) => ({ ...p, [memberId]: true }))
    try {
      setAnnouncement(await write())
    } catch (error) {
      setErrors((e) => ({ ...e, [memberId]: error }))
    } finally {
      setPending((p) => without(p, memberId))
    }
  }, [])

  const changeRole = useCallback(
    (member: Member, role: Role) => {
      const { updateRole, options, t } = latest.current
      void run(member.id, async () => {
        await updateRole.mutateAsync({ memberId: member.id, role, organizationId: options.organizationId })
        return t('members.roleChanged', { name: member.user.name, roles: t(`role.${role}`) })
      })
    },
    [run],
  )

  const askRemove = useCallback((member: Member) => setConfirmation({ kind: 'remove', member }), [])
  const askLeave = useCallback((member: Member) => setConfirmation({ kind: 'leave', member }), [])

  const confirm = useCallback(() => {
    const current = confirmation
    setConfirmation(null)
    if (!current) return
    const { member } = current
    const { removeMember, leave, options, t } = latest.current
    if (current.kind === 'remove') {
      void run(member.id, async () => {
        await removeMember.mutateAsync({ memberIdOrEmail: member.id, organizationId: options.organizationId })
        return t('members.removed', { name: member.user.name })
      })
    } else {
      void run(member.id, async () => {
        await leave.mutateAsync({ organizationId: member.organizationId })
        options.onLeft?.(member.organizationId)
        return ''
      })
    }
  }, [confirmation, run])

  return { errors, pending, confirmation, setConfirmation, confirm, changeRole, askRemove, askLeave, announcement }
}
