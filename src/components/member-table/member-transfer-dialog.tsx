import { useId, useRef, useState } from 'react'
import type { Member } from '../../core/domain'
import { canUpdateMemberRole } from '../../core/role-rules'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { useRoleText } from '../ui/role-text'
import { useDialogRequest } from '../ui/use-dialog-request'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { MemberDialogContext } from './member-dialog-types'
import { RolePicker } from '../ui/role-picker'
import { useOrganizationName } from './use-organization-name'

/** Props of {@link MemberTransferDialog}. */
export interface MemberTransferDialogProps {
  /** The member chosen in the menu ("Make owner"); without one, the first the viewer may choose. */
  candidate: Member | undefined
  context: MemberDialogContext
}

/**
 * Ownership transfer (no anchor has one: Better Auth #8706), for a holder of the creator role: choose the
 * member, and the role you keep; confirm. It makes them the creator role (one role update), then, if you chose
 * to step down, sets your own role (a second). When the second fails, the dialog says so plainly (they are
 * owner, you still are too) and offers to try that step again.
 */
export function MemberTransferDialog({ candidate, context }: MemberTransferDialogProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const roleText = useRoleText()
  const request = useDialogRequest()
  const selectId = useId()
  const { rules, writes, viewerMember, pageMembers, onClose } = context
  const organization = useOrganizationName(context.organizationId)
  const { creatorRole } = rules
  const creator = roleText.label(creatorRole)
  const candidates = pageMembers.filter(
    (member) =>
      member.id !== viewerMember?.id &&
      member.userId !== context.viewerUserId &&
      canUpdateMemberRole({ ...rules, targetRoles: member.role, newRoles: [creatorRole], isSelf: false }).allowed &&
      !member.role.includes(creatorRole),
  )
  const [candidateId, setCandidateId] = useState(candidate?.id ?? candidates[0]?.id)
  // Set once the member is the creator role: a retry then runs the second step only (and the member, now the
  // creator role, has left the candidates).
  const granted = useRef(false)
  const [grantedMember, setGrantedMember] = useState<Member>()
  const chosen = grantedMember ?? candidates.find((member) => member.id === candidateId) ?? candidate
  const stepDownRoles = viewerMember
    ? rules.roleNames.filter(
        (role) =>
          role !== creatorRole &&
          canUpdateMemberRole({
            ...rules,
            creatorRoleHolders: rules.creatorRoleHolders + 1,
            targetRoles: viewerMember.role,
            newRoles: [role],
            isSelf: true,
          }).allowed,
      )
    : []
  const [ownRole, setOwnRole] = useState<string>(creatorRole)

  const stepDown = async (name: string) => {
    if (!viewerMember || ownRole === creatorRole)
      return t('memberTable.roleChangedAnnouncement', { name, role: creator })
    await writes.changeRole({ member: viewerMember, role: ownRole, isSelf: true })
    return t('memberTable.transferredAnnouncement', { name, role: creator, ownRole: roleText.label(ownRole) })
  }
  const confirm = () => {
    if (!chosen) return
    const name = chosen.user.name
    void request.run({
      request: async () => {
        if (!granted.current) {
          await writes.changeRole({ member: chosen, role: creatorRole, isSelf: false })
          granted.current = true
          setGrantedMember(chosen)
        }
        return stepDown(name)
      },
      failure: (reason) =>
        granted.current
          ? t('memberTable.transferStepDownFailedMessage', { name, role: creator, reason })
          : t('memberTable.roleChangeFailedAnnouncement', { name, reason }),
      onDone: onClose,
    })
  }

  const name = chosen?.user.name ?? ''
  return (
    <ConfirmDialog
      slot="orgkit-member-table-dialog"
      title={t('memberTable.transferDialogTitle', { organization })}
      description={t('memberTable.transferDialogDescription', { role: creator, organization })}
      confirmLabel={
        grantedMember
          ? t('memberTable.transferRetryStepDownButton', { role: roleText.label(ownRole) })
          : t('memberTable.transferConfirmButton', { name, role: creator })
      }
      pendingLabel={t('memberTable.transferPendingButton')}
      cancelLabel={grantedMember ? t('memberTable.transferCloseButton') : t('memberTable.confirmationCancelButton')}
      pending={request.pending}
      error={request.error}
      confirmDisabled={!chosen}
      onConfirm={confirm}
      onCancel={onClose}
      focusAfterClose={context.focusAfterClose}
    >
      {grantedMember ? null : candidates.length === 0 && !candidate ? (
        <p data-slot="orgkit-member-table-transfer-note">
          {t('memberTable.transferNoCandidatesMessage', { role: creator })}
        </p>
      ) : (
        <>
          <div data-slot="orgkit-field">
            <label htmlFor={selectId} data-slot="orgkit-label">
              {t('memberTable.transferMemberLabel', { role: creator })}
            </label>
            <select
              id={selectId}
              data-slot="orgkit-select"
              value={chosen?.id}
              onChange={(event) => setCandidateId(event.currentTarget.value)}
            >
              {(candidate && !candidates.includes(candidate) ? [candidate, ...candidates] : candidates).map(
                (member) => (
                  <option key={member.id} value={member.id}>
                    {member.user.name} ({member.user.email})
                  </option>
                ),
              )}
            </select>
          </div>
          {stepDownRoles.length > 0 && (
            <RolePicker
              legend={t('memberTable.transferOwnRoleLabel')}
              choices={[
                { role: creatorRole, label: t('memberTable.transferKeepOwnRoleOption', { role: creator }) },
                ...stepDownRoles.map((role) => ({
                  role,
                  label: t('memberTable.transferStepDownOption', { role: roleText.label(role) }),
                })),
              ]}
              value={ownRole}
              onChange={setOwnRole}
            />
          )}
        </>
      )}
    </ConfirmDialog>
  )
}
