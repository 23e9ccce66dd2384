import type { Member } from '../../core/domain'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useRemoveMember } from '../../hooks/use-remove-member'
import { useUpdateMemberRole } from '../../hooks/use-update-member-role'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { useRoleText } from '../ui/role-text'
import { useRowWrites } from '../ui/table-row-writes'
import type { RowWrites } from '../ui/table-row-writes'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useRedirect } from '../ui/use-redirect'
import type { MemberTableProps } from './member-table-types'

/** A write on one member's row: a role change (at once), or a removal or leaving (after a confirmation). */
export type MemberWrite =
  | { kind: 'changeRole'; member: Member; role: string }
  | { kind: 'remove'; member: Member }
  | { kind: 'leave'; member: Member }

/** A write the table asks the viewer to confirm first. */
export type MemberConfirmation = Extract<MemberWrite, { kind: 'remove' | 'leave' }>

/** Options of {@link useMemberWrites}: the table's props that say where the writes go and what follows leaving. */
export type MemberWritesOptions = Pick<MemberTableProps, 'organizationId' | 'onLeft' | 'afterLeaveUrl'>

/**
 * The member table's writes. Each is optimistic in the cache (the mutation factories roll back); a failed
 * one leaves its error on its row, a successful one is announced. Leaving calls `onLeft`, then goes to
 * `afterLeaveUrl`.
 */
export function useMemberWrites({
  organizationId,
  onLeft,
  afterLeaveUrl,
}: MemberWritesOptions): RowWrites<MemberWrite> {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const roleText = useRoleText()
  const updateMemberRole = useUpdateMemberRole()
  const removeMember = useRemoveMember()
  const leaveOrganization = useLeaveOrganization()
  const redirect = useRedirect()

  const run = async (write: MemberWrite): Promise<string> => {
    const { member } = write
    switch (write.kind) {
      case 'changeRole':
        await updateMemberRole.mutateAsync({ memberId: member.id, role: write.role, organizationId })
        return t('memberTable.roleChangedAnnouncement', { name: member.user.name, role: roleText.label(write.role) })
      case 'remove':
        await removeMember.mutateAsync({ memberIdOrEmail: member.id, organizationId })
        return t('memberTable.removedAnnouncement', { name: member.user.name })
      case 'leave':
        await leaveOrganization.mutateAsync({ organizationId: member.organizationId })
        onLeft?.(member.organizationId)
        redirect(afterLeaveUrl, { id: member.organizationId })
        return ''
    }
  }
  return useRowWrites({ rowId: (write) => write.member.id, run })
}
