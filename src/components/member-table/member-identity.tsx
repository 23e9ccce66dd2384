import type { Member } from '../../core/domain'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { Avatar } from '../ui/avatar'
import { Badge } from '../ui/badge'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** Props of {@link MemberIdentity}. */
export interface MemberIdentityProps {
  member: Member
  /** Whether the member is the viewer, marked "you". */
  isSelf: boolean
}

/** Who a member is: avatar, name (with "you" on the viewer's own row) and e-mail. */
export function MemberIdentity({ member, isSelf }: MemberIdentityProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const { name, email, image } = member.user
  return (
    <div data-slot="orgkit-member-table-identity">
      <Avatar name={name} src={image} />
      <span data-slot="orgkit-member-table-name">
        {name}
        {isSelf && (
          <Badge slot="orgkit-member-table-you" tone="info">
            {t('memberTable.youBadge')}
          </Badge>
        )}
      </span>
      <span data-slot="orgkit-member-table-email">{email}</span>
    </div>
  )
}
