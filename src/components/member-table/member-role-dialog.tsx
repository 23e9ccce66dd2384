import { useState } from 'react'
import type { Member } from '../../core/domain'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { useRoleText } from '../ui/role-text'
import { useDialogRequest } from '../ui/use-dialog-request'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { MemberDialogContext } from './member-dialog-types'
import { roleChoicesOf } from './member-row-permissions'
import { RolePicker } from '../ui/role-picker'
import { useOrganizationName } from './use-organization-name'

/** Props of {@link MemberRoleDialog}. */
export interface MemberRoleDialogProps {
  member: Member
  context: MemberDialogContext
}

/** The dialog's step: choosing a role, or confirming a choice whose consequence must be named first. */
type RoleDialogStep = 'choose' | 'confirmGrant' | 'confirmSelfDemotion'

/**
 * A role change, chosen then applied: the roles the viewer may give as a radio group (arrow keys only
 * choose), and Apply. Granting the creator role (owner) and changing one's own role first name their
 * consequence and ask again; no request is sent before.
 */
export function MemberRoleDialog({ member, context }: MemberRoleDialogProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const roleText = useRoleText()
  const request = useDialogRequest()
  const { rules, writes, viewerUserId, onClose, focusAfterClose } = context
  const organization = useOrganizationName(context.organizationId)
  const isSelf = member.userId === viewerUserId
  const { currentValue, offeredRoles } = roleChoicesOf({ member, isSelf, rules })
  const [chosen, setChosen] = useState(currentValue)
  const [step, setStep] = useState<RoleDialogStep>('choose')
  const name = member.user.name
  const role = roleText.label(chosen)
  const grantsCreatorRole = chosen === rules.creatorRole && !member.role.includes(rules.creatorRole)

  const apply = () =>
    void request.run({
      request: () => writes.changeRole({ member, role: chosen, isSelf }),
      failure: (reason) => t('memberTable.roleChangeFailedAnnouncement', { name, reason }),
      onDone: onClose,
    })
  const confirmChoice = () => {
    if (chosen === currentValue) return
    if (grantsCreatorRole) setStep('confirmGrant')
    else if (isSelf) setStep('confirmSelfDemotion')
    else apply()
  }
  const shared = {
    slot: 'orgkit-member-table-dialog',
    cancelLabel: t('memberTable.confirmationCancelButton'),
    pending: request.pending,
    error: request.error,
    onCancel: onClose,
    focusAfterClose,
  }

  if (step === 'confirmGrant') {
    return (
      <ConfirmDialog
        key={step}
        {...shared}
        title={t('memberTable.grantCreatorRoleConfirmationTitle', { name, role })}
        description={t('memberTable.grantCreatorRoleConfirmationDescription', { name, organization })}
        confirmLabel={t('memberTable.grantCreatorRoleConfirmationButton', { name, role })}
        pendingLabel={t('memberTable.applyRolePendingButton')}
        onConfirm={apply}
      />
    )
  }
  if (step === 'confirmSelfDemotion') {
    return (
      <ConfirmDialog
        key={step}
        {...shared}
        tone="danger"
        title={t('memberTable.selfDemotionConfirmationTitle', { role })}
        description={t('memberTable.selfDemotionConfirmationDescription', {
          currentRole: roleText.labels(member.role),
          organization,
        })}
        confirmLabel={t('memberTable.selfDemotionConfirmationButton', { role })}
        pendingLabel={t('memberTable.applyRolePendingButton')}
        onConfirm={apply}
      />
    )
  }
  return (
    <ConfirmDialog
      key={step}
      {...shared}
      title={t('memberTable.roleDialogTitle', { name })}
      description={t('memberTable.roleDialogDescription')}
      confirmLabel={t('memberTable.applyRoleButton')}
      pendingLabel={t('memberTable.applyRolePendingButton')}
      confirmDisabled={chosen === currentValue}
      onConfirm={confirmChoice}
    >
      <RolePicker
        legend={t('memberTable.roleGroupLabel')}
        // A stored value the server does not know as a role (padded, several) is shown as it is, first.
        choices={(offeredRoles.includes(currentValue) ? offeredRoles : [currentValue, ...offeredRoles]).map(
          (offered) => ({
            role: offered,
            label: offered === currentValue ? roleText.labels(member.role) : roleText.label(offered),
          }),
        )}
        value={chosen}
        onChange={setChosen}
      />
    </ConfirmDialog>
  )
}
