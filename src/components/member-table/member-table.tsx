import { useEffect, useRef, useState } from 'react'
import type { Member } from '../../core/domain'
import { useSession } from '../../hooks/use-session'
import { memberTableMessagesEn } from '../../messages/en/member-table'
import { useOrgKit } from '../../query/use-org-kit'
import { TableGrid } from '../ui/table-grid'
import type { TableRowAttributes } from '../ui/table-grid'
import { TableContent, viewerProblem } from '../ui/table-states'
import { useRowFocusAfterRemoval } from '../ui/use-row-focus-after-removal'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useMemberTableColumns } from './use-member-table-columns'
import type { MemberDialogRequest } from './member-dialog-types'
import { MemberTableDialog } from './member-table-dialog'
import { MemberTablePagination } from './member-table-pagination'
import { MemberTableSummary } from './member-table-summary'
import { MemberTableToolbar } from './member-table-toolbar'
import type { MemberTableProps } from './member-table-types'
import { useMemberRowRules } from './use-member-row-rules'
import { useMemberTableFullRead } from './use-member-table-full-read'
import { useMemberTablePage } from './use-member-table-page'
import { useMemberTableState } from './use-member-table-state'
import { useMemberWrites } from './use-member-writes'
import { hasTransferCandidatesIn } from './member-row-permissions'

export type { MemberTableProps }

const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 25, 50, 100]

/**
 * The members of an organization: pages, sort (joined date, role) and role filter; search by name or e-mail. A
 * small organization (`membership_limit` at most 100) is read whole once, and its pages, searches, the viewer's
 * role and the owner count are derived from that read; a larger one is read from the server a page at a time,
 * and searched by the server (the kit's Better Auth plugin: one request per search, sort, filter or page) or,
 * on a server without that search (Neon Auth), in the browser over the members read in chunks of 100, saying
 * how far it got (see `useMemberTablePage`). Per row, one
 * actions menu with what the role rules allow: role change (chosen, then applied), removal, leaving, ownership
 * transfer, each confirmed in a dialog that names its consequence; every result is announced, and the focus
 * never falls to the page (after a row goes, it moves to the next row's actions button).
 *
 * @example
 * <MemberTable defaultPageSize={50} onLeft={() => navigate('/')} />
 */
export function MemberTable(props: MemberTableProps) {
  const { organizationId, pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS, locale } = props
  const { config } = useOrgKit()
  const { t } = useLocalizedMessages(memberTableMessagesEn)
  const state = useMemberTableState(props)
  const { page, pageSize, changePage } = state
  const viewerUserId = useSession().data?.user.id
  // Mounted with the reads below, which find it in flight and derive from it (small organizations only).
  useMemberTableFullRead(organizationId)
  const { rules, viewer, creatorRoleHoldersQuery } = useMemberRowRules(organizationId)
  const {
    isBusy,
    view,
    searchScope,
    error: pageError,
    retry: retryPage,
  } = useMemberTablePage({
    organizationId,
    sort: state.sort,
    roleFilter: state.roleFilter,
    search: state.search,
    page,
    pageSize,
    membershipLimit: config.membership_limit,
  })
  const writes = useMemberWrites(props)
  const rootRef = useRef<HTMLDivElement>(null)
  const rowFocus = useRowFocusAfterRemoval({ containerRef: rootRef, rowControl: '[aria-haspopup="menu"]' })
  const [dialog, setDialog] = useState<MemberDialogRequest | null>(null)
  const openDialog = (request: MemberDialogRequest) => {
    // Noted while the row is there: if it goes (removal, leaving), the focus goes to its neighbour.
    if (request.kind !== 'transfer') rowFocus.remember(request.member.id)
    setDialog(request)
  }
  const pageMembers = view?.rows ?? []
  const columns = useMemberTableColumns({
    viewerUserId,
    rules,
    hasTransferCandidates: hasTransferCandidatesIn({ members: pageMembers, viewerUserId, rules }),
    forbiddenActions: props.forbiddenActions,
    locale,
    onOpenDialog: openDialog,
  })
  const rowAttributes = (member: Member): TableRowAttributes => ({
    'data-self': member.userId === viewerUserId || undefined,
  })

  // A page past the end (after a removal, or a narrower filter) moves to the last page.
  const pageCount = Math.max(1, Math.ceil((view?.total ?? 0) / pageSize))
  useEffect(() => {
    if (view && page > pageCount) changePage(pageCount)
  }, [view, page, pageCount, changePage])

  const problem = viewerProblem(viewer) ?? pageError ?? creatorRoleHoldersQuery.error
  const loading = !problem && (viewer.status === 'loading' || creatorRoleHoldersQuery.isPending || !view)
  const retry = () => {
    viewer.retry()
    retryPage()
    void creatorRoleHoldersQuery.refetch()
  }

  return (
    <div ref={rootRef} data-slot="orgkit-member-table" className={props.className}>
      <MemberTableToolbar
        search={state.search}
        onSearchChange={state.changeSearch}
        roleFilter={state.roleFilter}
        onRoleFilterChange={state.changeRoleFilter}
        roleNames={rules.roleNames}
      />
      <TableContent error={problem} onRetry={retry} stale={!!view}>
        {view && <MemberTableSummary view={view} isBusy={isBusy} searchScope={searchScope} />}
        <TableGrid
          slot="orgkit-member-table"
          caption={loading ? t('memberTable.loadingCaption') : t('memberTable.tableCaption')}
          columns={columns}
          rows={view?.rows ?? []}
          rowId={(member) => member.id}
          rowAttributes={rowAttributes}
          loading={loading}
          busy={isBusy}
          emptyMessage={t('memberTable.noMatchingMembersMessage')}
          sort={state.sort}
          onSortChange={state.changeSort}
        />
        {view && (
          <MemberTablePagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            pageSize={pageSize}
            pageSizeOptions={pageSizeOptions}
            onPageChange={changePage}
            onPageSizeChange={state.changePageSize}
          />
        )}
      </TableContent>
      {dialog && (
        <MemberTableDialog
          dialog={dialog}
          context={{
            rules,
            writes,
            organizationId,
            viewerUserId,
            viewerMember: creatorRoleHoldersQuery.data?.members.find((member) => member.userId === viewerUserId),
            pageMembers,
            onClose: () => setDialog(null),
            focusAfterClose: rowFocus.focusNextSensiblePlace,
          }}
        />
      )}
    </div>
  )
}
