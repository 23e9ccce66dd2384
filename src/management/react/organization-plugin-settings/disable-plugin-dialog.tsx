import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { useManagementMessages } from '../use-management-messages'

/** Props of {@link DisablePluginDialog}. */
interface DisablePluginDialogProps {
  open: boolean
  /** The user keeps organizations on (Cancel, Escape). */
  onCancel: () => void
  /** The user turns them off: the save goes ahead. */
  onConfirm: () => void
}

/** Asks before a save turns the plugin off, saying what that does: every organization call then fails. */
export function DisablePluginDialog({ open, onCancel, onConfirm }: DisablePluginDialogProps) {
  const { t } = useManagementMessages()
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
      title={t('organizationPluginSettings.disableDialogTitle')}
      description={t('organizationPluginSettings.disableDialogDescription')}
      slot="orgkit-confirm-dialog"
    >
      <div data-slot="orgkit-dialog-footer">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- in a modal <dialog>, autofocus is HTML's way to pick the first focus: the safe choice */}
        <Button onClick={onCancel} autoFocus>
          {t('organizationPluginSettings.disableCancelButton')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('organizationPluginSettings.disableConfirmButton')}
        </Button>
      </div>
    </Dialog>
  )
}
