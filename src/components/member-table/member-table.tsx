import { useEffect, useMemo } from 'react'
import { checkRolePermission } from '../../core/check-role-permission'
import { useMembers } from '../../hooks/use-members'
import { useMessages } from '../../hooks/use-messages'
import { useSession } from '../../hooks/use-session'
import { membersEn } from '../../messages/en/members'
import { useOrgKit } from '../../query/use-org-kit'
import { cn } from '../ui/cn'
import { MessagesScope } from '../ui/messages-scope'
import { TableGrid } from '../ui/table-grid'
import { TableContent, viewerProblem } from '../ui/table-states'
import { useControllableState } from '../ui/use-controllable-state'
import { useViewerRoles } from '../ui/use-viewer-roles'
import type { RowRuleContext } from './member-role-rules'
import { MemberTableConfirm } from './member-table-confirm'
import { MemberTablePagination, pageCount } from './member-table-pagination'
import { MemberTableRow } from './member-table-row'
import { MemberTableSummary } from './member-table-summary'
import { MemberTableToolbar } from './member-table-toolbar'
import type { MemberTableProps, MemberTableRoleFilter } from './member-table-types'
import { DEFAULT_MEMBER_TABLE_SORT, DEFAULT_PAGE_SIZE_OPTIONS } from './member-table-types'
import { useMemberActions } from './use-member-actions'
import { useMemberTableData } from './use-member-table-data'

/**
 * The members of an organization: server-side pages, sort (joined date, role) and role filter; search by
 * name or e-mail over the whole list (read once, bounded by `membership_limit`, and said so). Per row:
 * role change, removal and leaving, each offered only as the role rules allow, optimistic with the error
 * shown on its row.
 *
 * @example
 * <MemberTable defaultPageSize={50} onLeft={() => navigate('/')} />
 */
export function MemberTable(props: MemberTableProps) {
  return (
    <MessagesScope messages={membersEn}>
      <MemberTableRoot {...props} />
    </MessagesScope>
  )
}

export type { MemberTableProps }

function MemberTableRoot(props: MemberTableProps) {
  const { organizationId, pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS, locale, className } = props
  const { config } = useOrgKit()
  const { t } = useMessages()
  const [sort, setSort] = useControllableState({
    prop: props.sort,
    defaultProp: props.defaultSort ?? DEFAULT_MEMBER_TABLE_SORT,
    onChange: props.onSortChange,
  })
  const [page, setPage] = useControllableState({ prop: props.page, defaultProp: props.defaultPage ?? 1, onChange: props.onPageChange })
  const [pageSize, setPageSize] = useControllableState({
    prop: props.pageSize,
    defaultProp: props.defaultPageSize ?? 25,
    onChange: props.onPageSizeChange,
  })
  const [roleFilter, setRoleFilter] = useControllableState<MemberTableRoleFilter>({
    prop: props.roleFilter,
    defaultProp: props.defaultRoleFilter ?? null,
    onChange: props.onRoleFilterChange,
  })
  const [search, setSearch] = useControllableState({ prop: props.search, defaultProp: props.defaultSearch ?? '', onChange: props.onSearchChange })

  const userId = useSession().data?.user.id
  const viewer = useViewerRoles(organizationId)
  // Holders of the creator role in the whole organization (the "last owner" rules), counted by `total`.
  const holders = useMembers({ organizationId, limit: 1, filterField: 'role', filterOperator: 'contains', filterValue: viewer.creatorRole })
  const membershipLimit = config.membership_limit
  const { query, view, busy } = useMemberTableData({ organizationId, sort, page, pageSize, roleFilter, search, membershipLimit })
  const actions = useMemberActions({ organizationId, onLeft: props.onLeft })

  const rules = useMemo<RowRuleContext>(() => {
    const roles = viewer.roles
    return {
      actorRoles: roles,
      creatorRole: viewer.creatorRole,
      creatorRoleHolders: holders.data?.total ?? 0,
      mayUpdateSomeone:
        roles.includes(viewer.creatorRole) || checkRolePermission({ role: roles, permissions: { member: ['update'] } }),
      mayRemoveSomeone: checkRolePermission({ role: roles, permissions: { member: ['delete'] } }),
    }
  }, [viewer.roles, viewer.creatorRole, holders.data?.total])

  // A page past the end (after a removal, or a narrower filter) moves to the last page.
  const pages = view ? pageCount(view.total, pageSize) : undefined
  useEffect(() => {
    if (pages !== undefined && page > pages) setPage(pages)
  }, [page, pages, setPage])

  const restart = <T,>(set: (value: T) => void) => (value: T) => {
    set(value)
    setPage(1)
  }
  const viewerError = viewerProblem(viewer)
  const problem = viewerError ?? query.error ?? holders.error
  const retry = () => {
    viewer.retry()
    void query.refetch()
    void holders.refetch()
  }
  const loading = !problem && (viewer.status === 'loading' || holders.isPending || view === undefined)

  return (
    <div data-slot="orgkit-member-table" data-state={busy ? 'busy' : undefined} className={cn(className)}>
      <MemberTableToolbar
        search={search}
        onSearchChange={restart(setSearch)}
        roleFilter={roleFilter}
        onRoleFilterChange={restart(setRoleFilter)}
      />
      <TableContent error={problem} onRetry={retry} stale={!!view && !viewerError}>
        {view ? <MemberTableSummary view={view} search={search} roleFiltered={roleFilter !== null} /> : null}
        {busy ? (
          <p data-slot="orgkit-member-table-busy" role="status">
            {t('members.updating')}
          </p>
        ) : null}
        <TableGrid
          slot="orgkit-member-table"
          caption={t(loading ? 'members.loading' : 'members.caption')}
          columns={[
            { id: 'member', label: t('members.columnMember') },
            { id: 'role', label: t('members.columnRoles'), sortable: true },
            { id: 'createdAt', label: t('members.columnJoined'), sortable: true },
            { id: 'actions', label: t('members.columnActions'), hidden: true },
          ]}
          loading={loading}
          busy={busy}
          empty={view?.rows.length === 0 && t(roleFilter !== null || search.trim() !== '' ? 'members.emptyFiltered' : 'members.empty')}
          sort={sort}
          onSortChange={restart(setSort)}
        >
          {view?.rows.map((member) => (
            <MemberTableRow
              key={member.id}
              member={member}
              isSelf={member.userId === userId}
              rules={rules}
              error={actions.error(member.id)}
              pending={actions.pending(member.id)}
              locale={locale}
              onAction={actions.onAction}
            />
          ))}
        </TableGrid>
        {view ? (
          <MemberTablePagination
            page={page}
            pageSize={pageSize}
            pageSizeOptions={pageSizeOptions}
            total={view.total}
            onPageChange={setPage}
            onPageSizeChange={restart(setPageSize)}
          />
        ) : null}
      </TableContent>
      <p data-slot="orgkit-member-table-announcement" role="status">
        {actions.announcement}
      </p>
      <MemberTableConfirm
        confirmation={actions.confirmation}
        onCancel={() => actions.setConfirmation(null)}
        onConfirm={actions.confirm}
      />
    </div>
  )
}

