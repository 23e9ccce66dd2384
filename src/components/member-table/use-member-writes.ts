import type { Member } from '../../core/domain'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useRemoveMember } from '../../hooks/use-remove-member'
import { useUpdateMemberRole } from '../../hooks/use-update-member-role'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { useRoleText } from '../ui/role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useRedirect } from '../ui/use-redirect'
import type { MemberTableProps } from './member-table-types'

/** A role change: whose, and the role to set. */
export interface MemberRoleChange {
  member: Member
  role: string
  /** Whether the member is the viewer (the sentence then says "You are now …"). */
  isSelf: boolean
}

/** The member table's requests; each resolves with the sentence that says it worked. */
export interface MemberWrites {
  changeRole: (change: MemberRoleChange) => Promise<string>
  remove: (member: Member) => Promise<string>
  /** Leaves (the viewer's own membership). */
  leave: (leaving: { member: Member; organizationName: string }) => Promise<string>
  /** Once the leave dialog has closed and said so: calls `onLeft` and goes to `afterLeaveUrl`. */
  afterLeaving: (organizationId: string) => void
}

/** Options of {@link useMemberWrites}: the table's props that say where the writes go and what follows leaving. */
export type MemberWritesOptions = Pick<MemberTableProps, 'organizationId' | 'onLeft' | 'afterLeaveUrl'>

/**
 * The member table's writes, each sent only once its dialog is confirmed. Each is optimistic in the cache
 * (the mutation factories roll back); the dialogs keep a failure and announce every result.
 */
export function useMemberWrites({ organizationId, onLeft, afterLeaveUrl }: MemberWritesOptions): MemberWrites {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const roleText = useRoleText()
  const updateMemberRole = useUpdateMemberRole()
  const removeMember = useRemoveMember()
  const leaveOrganization = useLeaveOrganization()
  const redirect = useRedirect()
  return {
    changeRole: async ({ member, role, isSelf }) => {
      await updateMemberRole.mutateAsync({ memberId: member.id, role, organizationId })
      return isSelf
        ? t('memberTable.ownRoleChangedAnnouncement', { role: roleText.label(role) })
        : t('memberTable.roleChangedAnnouncement', { name: member.user.name, role: roleText.label(role) })
    },
    remove: async (member) => {
      await removeMember.mutateAsync({ memberIdOrEmail: member.id, organizationId })
      return t('memberTable.removedAnnouncement', { name: member.user.name })
    },
    leave: async ({ member, organizationName }) => {
      await leaveOrganization.mutateAsync({ organizationId: member.organizationId })
      return t('memberTable.leftAnnouncement', { organization: organizationName })
    },
    afterLeaving: (leftOrganizationId) => {
      onLeft?.(leftOrganizationId)
      redirect(afterLeaveUrl, { id: leftOrganizationId })
    },
  }
}
