import { memberTableMessagesEn } from '../../messages/en/member-table'
import { useRoleText } from '../ui/role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { MemberTableRoleFilter } from './member-table-types'

/** Props of {@link MemberTableToolbar}. */
export interface MemberTableToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  roleFilter: MemberTableRoleFilter
  onRoleFilterChange: (roleFilter: MemberTableRoleFilter) => void
  /** The roles the filter offers, in order. */
  roleNames: readonly string[]
}

/** The search box (name or e-mail) and the role filter (a native `<select>`, "All roles" first). */
export function MemberTableToolbar(props: MemberTableToolbarProps) {
  const { search, onSearchChange, roleFilter, onRoleFilterChange, roleNames } = props
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const roleText = useRoleText()
  return (
    <div data-slot="orgkit-member-table-toolbar" role="search">
      <label data-slot="orgkit-member-table-search">
        <span data-slot="orgkit-label">{t('memberTable.searchLabel')}</span>
        <input
          data-slot="orgkit-input"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
      </label>
      <label data-slot="orgkit-member-table-filter">
        <span data-slot="orgkit-label">{t('memberTable.roleFilterLabel')}</span>
        <select
          data-slot="orgkit-select"
          value={roleFilter ?? ''}
          // The "All roles" option's value is '': no filter.
          onChange={(event) => onRoleFilterChange(event.currentTarget.value || null)}
        >
          <option value="">{t('memberTable.allRolesOption')}</option>
          {roleNames.map((role) => (
            <option key={role} value={role}>
              {roleText.label(role)}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
