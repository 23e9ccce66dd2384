import { organizationSettingsMessagesEn } from '../../messages/en/organization-settings'
import { Dialog } from '../ui/dialog'
import { lazyPart } from '../ui/lazy-part'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { DANGER_ACTION_TEXT } from './danger-action-text'
import type { DangerActionFormProps } from './danger-action-form'

// The confirmation form is fetched when a danger action's dialog first opens, or when its button is hovered
// or focused: the settings show without it.
const { Component: DangerActionForm, preload: preloadDangerActionForm } = lazyPart(() =>
  import('./danger-action-form').then((module) => module.DangerActionForm),
)

export { preloadDangerActionForm }

/**
 * The confirmation of a danger action, mounted while it is open: its title and what it does, then the form
 * (leaving needs a click, deleting the slug typed first).
 */
export function DangerActionDialog(props: DangerActionFormProps) {
  const { t } = useLocalizedMessages(organizationSettingsMessagesEn)
  const text = DANGER_ACTION_TEXT[props.kind]
  const { name } = props.organization
  return (
    <Dialog
      open
      onOpenChange={props.close}
      title={t(text.dialogTitle, { name })}
      description={t(text.dialogDescription, { name })}
    >
      <DangerActionForm {...props} />
    </Dialog>
  )
}
