import { useCallback, useState } from 'react'
import type { Member } from '../../core/domain'
import type { Role } from '../../core/roles'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useMessages } from '../../hooks/use-messages'
import { useRemoveMember } from '../../hooks/use-remove-member'
import { useUpdateMemberRole } from '../../hooks/use-update-member-role'
import { useRowWrites } from '../ui/table-row-writes'
import type { MemberRowAction } from './member-table-row'

/** A confirmation the table is asking for. */
export type PendingConfirmation = { kind: 'remove' | 'leave'; member: Member } | null

/**
 * The table's writes: role change (at once), removal and leaving (after a confirmation). Writes are
 * optimistic in the cache (the mutation factories roll back); the error of a failed write is kept per
 * row, so it shows on the row it belongs to, and successes are announced politely.
 */
export function useMemberActions({ organizationId, onLeft }: { organizationId?: string | undefined; onLeft?: ((organizationId: string) => void) | undefined }) {
  const { t } = useMessages()
  const updateRole = useUpdateMemberRole()
  const removeMember = useRemoveMember()
  const leave = useLeaveOrganization()
  const [confirmation, setConfirmation] = useState<PendingConfirmation>(null)
  const writes = useRowWrites<Member, 'role' | 'remove' | 'leave'>(async (kind, member, role) => {
    const name = member.user.name
    if (kind === 'role') {
      await updateRole.mutateAsync({ memberId: member.id, role: role as Role, organizationId })
      return t('members.roleChanged', { name, roles: t(`role.${role as Role}`) })
    }
    if (kind === 'remove') {
      await removeMember.mutateAsync({ memberIdOrEmail: member.id, organizationId })
      return t('members.removed', { name })
    }
    await leave.mutateAsync({ organizationId: member.organizationId })
    onLeft?.(member.organizationId)
    return ''
  })
  const { act } = writes
  const onAction = useCallback<MemberRowAction>(
    (kind, member, role) => (kind === 'role' ? void act(kind, member, role) : setConfirmation({ kind, member })),
    [act],
  )
  const confirm = () => {
    if (confirmation) void act(confirmation.kind, confirmation.member)
    setConfirmation(null)
  }
  return { ...writes, onAction, confirmation, setConfirmation, confirm }
}
