import type { Member } from '../../core/domain'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { Avatar } from '../ui/avatar'
import { Badge } from '../ui/badge'
import { Skeleton } from '../ui/skeleton'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** Props of {@link MemberIdentity}. */
export interface MemberIdentityProps {
  member: Member
  /** Whether the member is the viewer, marked "you". */
  isSelf: boolean
}

/**
 * Who a member is: avatar, name (with "you" on the viewer's own row) and e-mail. A long name or e-mail is cut
 * with an ellipsis by the stylesheet; the whole text stays in the page (read by assistive technology) and is
 * its `title` (shown on hover).
 */
export function MemberIdentity({ member, isSelf }: MemberIdentityProps) {
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const { name, email, image } = member.user
  return (
    <div data-slot="orgkit-member-table-identity">
      <Avatar name={name} src={image} colorKey={member.userId} />
      <span data-slot="orgkit-member-table-name">
        <span data-slot="orgkit-member-table-name-text" title={name}>
          {name}
        </span>
        {isSelf && (
          <Badge slot="orgkit-member-table-you" tone="info">
            {t('memberTable.youBadge')}
          </Badge>
        )}
      </span>
      <span data-slot="orgkit-member-table-email" title={email}>
        {email}
      </span>
    </div>
  )
}

/** The member cell while the first rows load: an avatar and two lines, laid out as {@link MemberIdentity}. */
export function MemberIdentitySkeleton() {
  return (
    <div data-slot="orgkit-member-table-identity">
      <Skeleton width="avatar" />
      <Skeleton width="medium" />
      <Skeleton width="two-thirds" />
    </div>
  )
}
