import { useMessages } from '../../hooks/use-messages'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import type { PendingConfirmation } from './use-member-actions'

/** Props of the remove / leave confirmation. */
export interface MemberTableConfirmProps {
  confirmation: PendingConfirmation
  onCancel: () => void
  onConfirm: () => void
}

/** Asks before removing a member or leaving; a native modal `<dialog>` that returns focus on close. */
export function MemberTableConfirm({ confirmation, onCancel, onConfirm }: MemberTableConfirmProps) {
  const { t } = useMessages()
  if (!confirmation) return null
  const { member } = confirmation
  const values = { name: member.user.name, email: member.user.email }
  const remove = confirmation.kind === 'remove'
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      slot="orgkit-member-table-confirm"
      title={remove ? t('members.removeTitle', values) : t('members.leaveTitle')}
      description={remove ? t('members.removeDescription', values) : t('members.leaveDescription')}
    >
      <div data-slot="orgkit-dialog-footer">
        <Button onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {remove ? t('members.removeConfirm') : t('members.leaveConfirm')}
        </Button>
      </div>
    </Dialog>
  )
}
