import { errorCodeMessageKey } from '../../messages/message-formatter'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { useRoleText } from '../ui/role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { MemberRowTarget } from './member-row-permissions'
import { roleChoicesOf } from './member-row-permissions'

/** Props of {@link MemberRoleSelect}. */
export interface MemberRoleSelectProps extends MemberRowTarget {
  /** Whether a write on the row is in flight. */
  isPending: boolean
  /** Called with the role chosen. */
  onRoleChange: (role: string) => void
}

/**
 * A member's role as a native `<select>` offering the current role and each role the viewer may give.
 * With none to give, it is disabled with the reason. A current role the server does not know (an app's
 * unknown or a padded name, or several roles) is shown as it is.
 */
export function MemberRoleSelect({ isPending, onRoleChange, ...target }: MemberRoleSelectProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const roleText = useRoleText()
  const { member } = target
  const { currentValue, offeredRoles, refusal } = roleChoicesOf(target)
  return (
    <select
      data-slot="orgkit-select"
      aria-label={t('memberTable.roleSelectLabel', { name: member.user.name })}
      value={currentValue}
      // Refused by the rules: disabled, the reason its title (so also its accessible description, the name
      // being the label). While a change is saving: aria-disabled only, because disabling the focused
      // select would drop a keyboard user's focus to the page.
      disabled={refusal !== undefined}
      aria-disabled={isPending || undefined}
      title={refusal && t(errorCodeMessageKey(refusal))}
      onChange={(event) => {
        if (!isPending) onRoleChange(event.currentTarget.value)
      }}
    >
      {!offeredRoles.includes(currentValue) && <option value={currentValue}>{roleText.labels(member.role)}</option>}
      {offeredRoles.map((role) => (
        <option key={role} value={role}>
          {roleText.label(role)}
        </option>
      ))}
    </select>
  )
}
