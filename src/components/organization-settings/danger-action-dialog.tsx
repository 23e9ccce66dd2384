import type { FullOrganization } from '../../core/domain'
import { isInvitationOpen } from '../../core/invitation-state'
import { organizationSettingsMessagesEn } from '../../messages/en/organization-settings'
import { Dialog } from '../ui/dialog'
import { lazyPart } from '../ui/lazy-part'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { DANGER_ACTION_TEXT } from './danger-action-text'
import type { DangerActionKind } from './danger-action-text'
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
  const description = useConsequence(props.kind, props.organization)
  return (
    <Dialog
      open
      onOpenChange={props.close}
      title={t(text.dialogTitle, { name: props.organization.name })}
      description={description}
    >
      <DangerActionForm {...props} />
    </Dialog>
  )
}

/**
 * What the action does, in numbers where it destroys: leaving loses the access; deleting names how many
 * members and pending invitations go with the organization ("Acme Inc, its 3 members and 2 pending
 * invitations are deleted for good.").
 */
function useConsequence(kind: DangerActionKind, organization: FullOrganization): string {
  const { t } = useLocalizedMessages(organizationSettingsMessagesEn)
  const { name } = organization
  if (kind === 'leave') return t('organizationSettings.leaveDialogDescription', { name })
  const memberCount = t('organizationSettings.deleteDialogMemberCount', { count: organization.members.length })
  const pendingInvitations = organization.invitations.filter((invitation) => isInvitationOpen(invitation)).length
  if (pendingInvitations === 0) {
    return t('organizationSettings.deleteDialogWithoutInvitationsDescription', { name, memberCount })
  }
  const invitationCount = t('organizationSettings.deleteDialogInvitationCount', { count: pendingInvitations })
  return t('organizationSettings.deleteDialogDescription', { name, memberCount, invitationCount })
}
