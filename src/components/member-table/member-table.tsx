import { useEffect, useMemo } from 'react'
import { checkRolePermission } from '../../core/check-role-permission'
import { useMembers } from '../../hooks/use-members'
import { useMessages } from '../../hooks/use-messages'
import { useSession } from '../../hooks/use-session'
import { membersEn } from '../../messages/en/members'
import { useOrgKit } from '../../query/use-org-kit'
import { cn } from '../ui/cn'
import { MessagesScope } from '../ui/messages-scope'
import { TableContent, viewerProblem } from '../ui/table-states'
import { useControllableState } from '../ui/use-controllable-state'
import { useViewerRoles } from '../ui/use-viewer-roles'
import type { RowRuleContext } from './member-role-rules'
import { MemberTableConfirm } from './member-table-confirm'
import { MemberTablePagination, pageCount } from './member-table-pagination'
import { MemberTableGrid } from './member-table-grid'
import { MemberTableSummary } from './member-table-summary'
import { MemberTableToolbar } from './member-table-toolbar'
import type { MemberTableRoleFilter, MemberTableSort } from './member-table-types'
import { DEFAULT_MEMBER_TABLE_SORT, DEFAULT_PAGE_SIZE_OPTIONS } from './member-table-types'
import { useMemberActions } from './use-member-actions'
import { useMemberTableData } from './use-member-table-data'

/** Props of {@link MemberTable}. Every view state is a controlled/uncontrolled triplet. */
export interface MemberTableProps {
  /** The organization; the active one when absent. */
  organizationId?: string | undefined
  /** Controlled sort. */
  sort?: MemberTableSort | undefined
  /** Initial sort when uncontrolled. @default { column: 'createdAt', direction: 'ascending' } */
  defaultSort?: MemberTableSort | undefined
  /** Called with every requested sort. */
  onSortChange?: ((sort: MemberTableSort) => void) | undefined
  /** Controlled page, 1-based. */
  page?: number | undefined
  /** Initial page when uncontrolled. @default 1 */
  defaultPage?: number | undefined
  /** Called with every requested page (also `1` when sort, filter, search or page size change). */
  onPageChange?: ((page: number) => void) | undefined
  /** Controlled page size. */
  pageSize?: number | undefined
  /** Initial page size when uncontrolled. @default 25 */
  defaultPageSize?: number | undefined
  /** Called with every requested page size. */
  onPageSizeChange?: ((pageSize: number) => void) | undefined
  /** Page sizes offered. @default [10, 25, 50, 100] */
  pageSizeOptions?: readonly number[] | undefined
  /** Controlled role filter (`null`: every role). Filtered on the server, multi-role safe. */
  roleFilter?: MemberTableRoleFilter | undefined
  /** Initial role filter when uncontrolled. @default null */
  defaultRoleFilter?: MemberTableRoleFilter | undefined
  /** Called with every requested role filter. */
  onRoleFilterChange?: ((roleFilter: MemberTableRoleFilter) => void) | undefined
  /** Controlled search term (name or e-mail). */
  search?: string | undefined
  /** Initial search term when uncontrolled. @default '' */
  defaultSearch?: string | undefined
  /** Called with every change of the search term. */
  onSearchChange?: ((search: string) => void) | undefined
  /** Called after the viewer left the organization from their own row. */
  onLeft?: ((organizationId: string) => void) | undefined
  /** Locale of dates. @default the browser's */
  locale?: string | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

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

  const session = useSession()
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
        <MemberTableGrid
          loading={loading}
          busy={busy}
          rows={view?.rows}
          filtered={roleFilter !== null || search.trim() !== ''}
          sort={sort}
          onSortChange={restart(setSort)}
          userId={session.data?.user.id}
          rules={rules}
          actions={actions}
          locale={locale}
        />
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

