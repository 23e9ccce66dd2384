import { useEffect, useRef } from 'react'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { MemberConfirmation } from './use-member-writes'

/** Props of {@link MemberTableConfirmation}. */
export interface MemberTableConfirmationProps {
  /** The removal or leaving to confirm. */
  confirmation: MemberConfirmation
  onCancel: () => void
  onConfirm: () => void
}

/**
 * Asks before removing a member or leaving: a native modal `<dialog>` that starts on Cancel, the harmless
 * choice, and returns the focus to the row's button on close.
 */
export function MemberTableConfirmation({ confirmation, onCancel, onConfirm }: MemberTableConfirmationProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  // This effect runs after the Dialog's own (children's effects run first), which has shown it and noted the
  // focused button to give the focus back to on close.
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    cancelRef.current?.focus()
  }, [confirmation])
  const { user } = confirmation.member
  const isRemoval = confirmation.kind === 'remove'
  return (
    <Dialog
      open
      onOpenChange={onCancel}
      title={
        isRemoval
          ? t('memberTable.removeConfirmationTitle', { name: user.name })
          : t('memberTable.leaveConfirmationTitle')
      }
      description={isRemoval ? user.email : t('memberTable.leaveConfirmationDescription')}
    >
      <div data-slot="orgkit-dialog-footer">
        <Button ref={cancelRef} onClick={onCancel}>
          {t('memberTable.confirmationCancelButton')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {isRemoval ? t('memberTable.removeConfirmationButton') : t('memberTable.leaveConfirmationButton')}
        </Button>
      </div>
    </Dialog>
  )
}
