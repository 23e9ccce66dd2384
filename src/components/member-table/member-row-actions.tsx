import { useId } from 'react'
import type { Member } from '../../core/domain'
import type { OrgKitErrorCode } from '../../core/error-codes'
import { ROLES } from '../../core/roles'
import type { Role } from '../../core/roles'
import { useMessages } from '../../hooks/use-messages'
import { Button } from '../ui/button'
import { VisuallyHidden } from '../ui/visually-hidden'
import type { RoleChange, RowAction } from './member-role-rules'

/** Props of the actions cell of one member row. */
export interface MemberRowActionsProps {
  member: Member
  roleChange: RoleChange
  removal: RowAction
  leaving: RowAction
  pending: boolean
  onRoleChange: (member: Member, role: Role) => void
  onRemove: (member: Member) => void
  onLeave: (member: Member) => void
}

function Reason({ id, reason }: { id: string; reason: OrgKitErrorCode }) {
  const { t } = useMessages()
  return <VisuallyHidden id={id}>{t(`error.${reason}`)}</VisuallyHidden>
}

/**
 * Role select, remove and leave for one row. A refused action is either not rendered (the viewer may never
 * do it) or rendered disabled with the server's reason as its description; nothing refused is offered.
 */
export function MemberRowActions(props: MemberRowActionsProps) {
  const { member, roleChange, removal, leaving, pending, onRoleChange, onRemove, onLeave } = props
  const { t } = useMessages()
  const id = useId()
  const current = member.role.join(',')
  const roleLabel = (roles: readonly string[]) => roles.map((r) => t(`role.${r as Role}`)).join(' + ')
  const offered = roleChange.kind === 'allowed' ? new Set<string>([...roleChange.options, current]) : new Set([current])
  return (
    <div data-slot="orgkit-member-table-actions">
      {roleChange.kind === 'hidden' ? null : (
        <>
          <select
            data-slot="orgkit-select"
            aria-label={t('members.changeRole', { name: member.user.name })}
            value={current}
            // Refused by the rules: disabled. While a change is saving: aria-disabled only, because disabling the
            // focused select would drop a keyboard user's focus to the page.
            disabled={roleChange.kind === 'disabled'}
            aria-disabled={pending || undefined}
            aria-describedby={roleChange.kind === 'disabled' ? `${id}-role` : undefined}
            title={roleChange.kind === 'disabled' ? t(`error.${roleChange.reason}`) : undefined}
            onChange={(event) => {
              if (!pending) onRoleChange(member, event.currentTarget.value as Role)
            }}
          >
            {member.role.length > 1 ? <option value={current}>{roleLabel(member.role)}</option> : null}
            {ROLES.filter((role) => offered.has(role)).map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
          {roleChange.kind === 'disabled' ? <Reason id={`${id}-role`} reason={roleChange.reason} /> : null}
        </>
      )}
      {removal.kind === 'hidden' ? null : (
        <>
          <Button
            variant="ghost"
            data-action="remove"
            aria-label={t('members.removeLabel', { name: member.user.name })}
            aria-disabled={removal.kind === 'disabled' || pending || undefined}
            aria-describedby={removal.kind === 'disabled' ? `${id}-remove` : undefined}
            onClick={() => removal.kind === 'allowed' && !pending && onRemove(member)}
          >
            {t('members.remove')}
          </Button>
          {removal.kind === 'disabled' ? <Reason id={`${id}-remove`} reason={removal.reason} /> : null}
        </>
      )}
      {leaving.kind === 'hidden' ? null : (
        <>
          <Button
            variant="ghost"
            data-action="leave"
            aria-label={t('members.leaveLabel')}
            aria-disabled={leaving.kind === 'disabled' || pending || undefined}
            aria-describedby={leaving.kind === 'disabled' ? `${id}-leave` : undefined}
            onClick={() => leaving.kind === 'allowed' && !pending && onLeave(member)}
          >
            {t('members.leave')}
          </Button>
          {leaving.kind === 'disabled' ? <Reason id={`${id}-leave`} reason={leaving.reason} /> : null}
        </>
      )}
    </div>
  )
}
