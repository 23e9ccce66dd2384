import { useId, useState } from 'react'
import type { FullOrganization } from '../../core/domain'
import type { useDeleteOrganization } from '../../hooks/use-delete-organization'
import type { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { organizationSettingsMessagesEn } from '../../messages/en/organization-settings'
import { Button } from '../ui/button'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { DangerActionDialog, preloadDangerActionForm } from './danger-action-dialog'
import { DANGER_ACTION_TEXT } from './danger-action-text'
import type { DangerActionKind } from './danger-action-text'

/** The transaction a danger action runs: leaving or deleting. */
export type DangerMutation = ReturnType<typeof useLeaveOrganization | typeof useDeleteOrganization>

/** Props of {@link DangerAction}. */
export interface DangerActionProps {
  kind: DangerActionKind
  organization: FullOrganization
  mutation: DangerMutation
  /** Called with the organization's id once it is done. */
  onDone: ((organizationId: string) => void) | undefined
  /** Where to go after `onDone`. */
  redirectUrl: string | undefined
  /** Called once the action is done, with what to announce. */
  afterDone: (announcement: string) => void
  /** Why the action is refused (the button stays focusable, `aria-disabled`, described by it); empty when allowed. */
  reason: string
}

/** Leave or delete: title, what it does, why not, and a button opening its confirmation dialog. */
export function DangerAction(props: DangerActionProps) {
  const { kind, organization, mutation, onDone, redirectUrl, reason, afterDone } = props
  const { t } = useLocalizedMessages(organizationSettingsMessagesEn)
  const reasonId = useId()
  const [open, setOpen] = useState(false)
  const text = DANGER_ACTION_TEXT[kind]
  const { name } = organization
  const openDialog = () => {
    if (reason) return
    mutation.reset()
    setOpen(true)
  }
  return (
    <div data-slot="orgkit-danger-item">
      <div>
        <h4>{t(text.title)}</h4>
        <p data-slot="orgkit-description">{t(text.description, { name })}</p>
        {reason ? (
          <p id={reasonId} data-slot="orgkit-disabled-reason">
            {reason}
          </p>
        ) : null}
      </div>
      <Button
        variant={kind === 'delete' ? 'danger' : undefined}
        aria-haspopup="dialog"
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        onPointerEnter={reason ? undefined : preloadDangerActionForm}
        onFocus={reason ? undefined : preloadDangerActionForm}
        onClick={openDialog}
      >
        {t(text.button)}
      </Button>
      {open ? (
        <DangerActionDialog
          kind={kind}
          close={() => setOpen(false)}
          afterDone={afterDone}
          organization={organization}
          mutation={mutation}
          onDone={onDone}
          redirectUrl={redirectUrl}
        />
      ) : null}
    </div>
  )
}
