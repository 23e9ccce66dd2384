import type { Member } from '../../core/domain'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { useDialogRequest } from '../ui/use-dialog-request'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { MemberDialogContext } from './member-dialog-types'
import { useOrganizationName } from './use-organization-name'

/** Props of {@link MemberRemovalDialog}. */
export interface MemberRemovalDialogProps {
  /** `remove` another member, or `leave` (the viewer's own row). */
  kind: 'remove' | 'leave'
  member: Member
  context: MemberDialogContext
}

/**
 * Asks before removing a member or leaving, naming the consequence ("Remove Mia Member from Acme Inc.? They
 * lose access at once."); the request is sent only on the confirm button, which says the action.
 */
export function MemberRemovalDialog({ kind, member, context }: MemberRemovalDialogProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const request = useDialogRequest()
  const { writes, onClose, focusAfterClose } = context
  const organization = useOrganizationName(context.organizationId)
  const name = member.user.name
  const removing = kind === 'remove'
  const confirm = () =>
    void request.run(
      removing
        ? {
            request: () => writes.remove(member),
            failure: (reason) => t('memberTable.removeFailedAnnouncement', { name, reason }),
            onDone: onClose,
          }
        : {
            request: () => writes.leave({ member, organizationName: organization }),
            failure: (reason) => t('memberTable.leaveFailedAnnouncement', { organization, reason }),
            onDone: () => {
              onClose()
              writes.afterLeaving(member.organizationId)
            },
          },
    )
  return (
    <ConfirmDialog
      slot="orgkit-member-table-dialog"
      tone="danger"
      title={
        removing
          ? t('memberTable.removeConfirmationTitle', { name, organization })
          : t('memberTable.leaveConfirmationTitle', { organization })
      }
      description={
        removing ? t('memberTable.removeConfirmationDescription') : t('memberTable.leaveConfirmationDescription')
      }
      confirmLabel={
        removing
          ? t('memberTable.removeConfirmationButton', { name })
          : t('memberTable.leaveConfirmationButton', { organization })
      }
      pendingLabel={removing ? t('memberTable.removePendingButton') : t('memberTable.leavePendingButton')}
      cancelLabel={t('memberTable.confirmationCancelButton')}
      pending={request.pending}
      error={request.error}
      onConfirm={confirm}
      onCancel={onClose}
      focusAfterClose={focusAfterClose}
    />
  )
}
