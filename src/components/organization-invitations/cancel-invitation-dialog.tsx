import type { Invitation } from '../../core/domain'
import type { useCancelInvitation } from '../../hooks/use-cancel-invitation'
import { organizationInvitationsMessagesEn } from '../../messages/en/organization-invitations'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** Props of {@link CancelInvitationDialog}. */
export interface CancelInvitationDialogProps {
  invitation: Invitation
  /** The table's cancel transaction: its pending state and last error show in the dialog. */
  cancel: ReturnType<typeof useCancelInvitation>
  onConfirm: () => void
  onKeep: () => void
  /** Where the focus goes if the menu button that opened the dialog is gone. */
  focusAfterClose: () => void
}

/**
 * Asks before cancelling an invitation, naming the consequence: "Cancel the invitation to ada@example.com?
 * The link stops working at once." A refusal stays inside, for another try.
 *
 * Why a confirmation rather than undo for a few seconds: undo holds the request back, and a request held
 * back must still be sent when the page is hidden or closed (a `keepalive` fetch the transports would all
 * need), while a second tab would meanwhile show the invitation as pending and its link would still work.
 * A confirmation is honest about when the link stops working, and simple.
 */
export function CancelInvitationDialog({
  invitation,
  cancel,
  onConfirm,
  onKeep,
  focusAfterClose,
}: CancelInvitationDialogProps) {
  const { t, errorMessage } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const { email } = invitation
  return (
    <ConfirmDialog
      slot="orgkit-cancel-invitation-dialog"
      tone="danger"
      title={t('organizationInvitations.cancelDialogTitle', { email })}
      description={t('organizationInvitations.cancelDialogDescription', { email })}
      confirmLabel={t('organizationInvitations.cancelConfirmButton')}
      pendingLabel={t('organizationInvitations.cancelingButton')}
      cancelLabel={t('organizationInvitations.keepInvitationButton')}
      pending={cancel.isPending}
      error={cancel.isError ? errorMessage(cancel.error) : undefined}
      onConfirm={onConfirm}
      onCancel={onKeep}
      focusAfterClose={focusAfterClose}
    />
  )
}
