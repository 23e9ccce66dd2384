import { useId } from 'react'
import { ROLES } from '../../core/roles'
import type { Role } from '../../core/roles'
import { useMessages } from '../../hooks/use-messages'
import type { MemberTableRoleFilter } from './member-table-types'

/** Props of the toolbar: search and role filter. */
export interface MemberTableToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  roleFilter: MemberTableRoleFilter
  onRoleFilterChange: (role: MemberTableRoleFilter) => void
}

/** A search box (name or e-mail) and a role filter (a native `<select>`). */
export function MemberTableToolbar({ search, onSearchChange, roleFilter, onRoleFilterChange }: MemberTableToolbarProps) {
  const { t } = useMessages()
  const id = useId()
  return (
    <div data-slot="orgkit-member-table-toolbar" role="search">
      <div data-slot="orgkit-member-table-search">
        <label htmlFor={`${id}-search`} data-slot="orgkit-label">
          {t('members.searchLabel')}
        </label>
        <input
          id={`${id}-search`}
          data-slot="orgkit-input"
          type="search"
          value={search}
          placeholder={t('members.searchPlaceholder')}
          aria-describedby={`${id}-search-hint`}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
        <p id={`${id}-search-hint`} data-slot="orgkit-description">
          {t('members.searchHint')}
        </p>
      </div>
      <div data-slot="orgkit-member-table-filter">
        <label htmlFor={`${id}-role`} data-slot="orgkit-label">
          {t('members.roleFilterLabel')}
        </label>
        <select
          id={`${id}-role`}
          data-slot="orgkit-select"
          value={roleFilter ?? ''}
          onChange={(event) => onRoleFilterChange((event.currentTarget.value || null) as Role | null)}
        >
          <option value="">{t('members.roleFilterAll')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
