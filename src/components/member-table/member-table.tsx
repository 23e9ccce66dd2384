import { useEffect, useRef, useState } from 'react'
import { roleNames } from '../../core/access-control'
import { checkRolePermission } from '../../core/check-role-permission'
import type { Member } from '../../core/domain'
import { countCreatorRoleHolders } from '../../core/role-rules'
import { useLeaveOrganization } from '../../hooks/use-leave-organization'
import { useMembers } from '../../hooks/use-members'
import { useMessages } from '../../hooks/use-messages'
import { useRemoveMember } from '../../hooks/use-remove-member'
import { useSession } from '../../hooks/use-session'
import { useUpdateMemberRole } from '../../hooks/use-update-member-role'
import { useOrgKit } from '../../query/use-org-kit'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { TableGrid } from '../ui/table-grid'
import { useRowWrites } from '../ui/table-row-writes'
import { TableContent, viewerProblem } from '../ui/table-states'
import { useViewerRoles } from '../ui/use-viewer-roles'
import type { MemberConfirmation, RowRules } from './member-table-row'
import { MemberTableRow } from './member-table-row'
import { useMemberPage, useViewStates } from './member-table-view'
import { creatorRoleHoldersParams } from '../../query/members-page-defaults'
import type { MembersKey, MemberTableProps } from './member-table-types'
import { useRedirect } from '../ui/use-redirect'
import { useRoleText } from '../ui/role-text'

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
    <>
      <MemberTableRoot {...props} />
    </>
  )
}

export type { MemberTableProps }

function MemberTableRoot(props: MemberTableProps) {
  const { organizationId, pageSizeOptions = [10, 25, 50, 100], locale } = props
  const { config } = useOrgKit()
  const { t } = useMessages()
  const roleText = useRoleText()
  // The table's own strings; placeholders read only the fields they name (so a user object will do).
  const m = (key: MembersKey, values?: object) => t(`members.${key}`, values as Record<string, string>)
  const { page, setPage, sort, setSort, pageSize, setPageSize, roleFilter, setRoleFilter, search, setSearch } =
    useViewStates(props)

  const userId = useSession().data?.user.id
  const viewer = useViewerRoles(organizationId)
  // Holders of the creator role in the whole organization (the "last owner" rules): the rows whose role
  // contains its name, counted as the server counts them (`contains` also matches `"member, owner"`); rows
  // past the read count as holders.
  const holders = useMembers({ organizationId, ...creatorRoleHoldersParams(viewer.creatorRole) })
  const holderPage = holders.data

  const { query, busy, view, start, searched } = useMemberPage({
    organizationId,
    sort,
    roleFilter,
    search,
    page,
    pageSize,
    limit: config.membership_limit,
  })

  const { roles, creatorRole, accessControl } = viewer
  const may = (action: 'update' | 'delete') =>
    checkRolePermission({ role: roles, permissions: { member: [action] }, accessControl })
  const rules: RowRules = {
    actorRoles: roles,
    creatorRole,
    accessControl,
    creatorRoleHolders: holderPage
      ? countCreatorRoleHolders(holderPage.members, creatorRole) + holderPage.total - holderPage.members.length
      : 0,
    // The creator role passes the role change's permission check on the server (`allowCreatorAllPermissions`).
    mayUpdateRoles: roles.includes(creatorRole) || may('update'),
    mayRemove: may('delete'),
    roleNames: roleNames(accessControl),
  }

  // Writes: a role change at once, removal and leaving after a confirmation; optimistic in the cache (the
  // mutation factories roll back), the error of a failed one kept on its row, successes announced.
  const updateRole = useUpdateMemberRole()
  const removeMember = useRemoveMember()
  const leave = useLeaveOrganization()
  const redirect = useRedirect()
  const [confirming, setConfirming] = useState<MemberConfirmation | null>(null)
  // A confirmation starts on Cancel, the harmless choice. This effect runs after the Dialog's own (children's
  // effects run first), which has shown it and noted the focused trigger to give the focus back to on close.
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (confirming) cancelRef.current?.focus()
  }, [confirming])
  const writes = useRowWrites<Member, 'role' | 'remove' | 'leave'>(async (kind, member, role) => {
    if (kind === 'role') {
      const roleName = role ?? ''
      await updateRole.mutateAsync({ memberId: member.id, role: roleName, organizationId })
      return m('changed', { ...member.user, roles: roleText.label(roleName) })
    }
    if (kind === 'remove') {
      await removeMember.mutateAsync({ memberIdOrEmail: member.id, organizationId })
      return m('removed', member.user)
    }
    await leave.mutateAsync({ organizationId: member.organizationId })
    props.onLeft?.(member.organizationId)
    redirect(props.afterLeaveUrl, { id: member.organizationId })
    return ''
  })

  // A page past the end (after a removal, or a narrower filter) moves to the last page.
  const pages = Math.max(1, Math.ceil((view?.total ?? 0) / pageSize))
  useEffect(() => {
    if (view && page > pages) setPage(pages)
  }, [view, page, pages]) // eslint-disable-line react-hooks/exhaustive-deps -- setPage is new every render

  const problem = viewerProblem(viewer) ?? query.error ?? holders.error
  const loading = !problem && (viewer.status === 'loading' || holders.isPending || !view)
  // What a search read: the whole list, or (when the server holds more than `membership_limit`) only part.
  const close = () => setConfirming(null)

  return (
    <div data-slot="orgkit-member-table" className={props.className}>
      <div data-slot="orgkit-member-table-toolbar" role="search">
        <label data-slot="orgkit-member-table-search">
          <span data-slot="orgkit-label">{m('search')}</span>
          <input
            data-slot="orgkit-input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </label>
        <label data-slot="orgkit-member-table-filter">
          <span data-slot="orgkit-label">{m('role')}</span>
          <select
            data-slot="orgkit-select"
            value={roleFilter ?? ''}
            onChange={(event) => setRoleFilter(event.currentTarget.value || null)}
          >
            <option value="">{m('allRoles')}</option>
            {rules.roleNames.map((role) => (
              <option key={role} value={role}>
                {roleText.label(role)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TableContent
        error={problem}
        onRetry={() => {
          viewer.retry()
          void query.refetch()
          void holders.refetch()
        }}
        stale={!!view}
      >
        {view && (
          <div data-slot="orgkit-member-table-summary" role="status">
            {busy
              ? t('common.loading')
              : m(view.total ? 'showing' : 'none', {
                  from: start + 1,
                  to: start + view.rows.length,
                  total: view.total,
                })}
            {searched && (
              <span
                data-slot="orgkit-member-table-search-scope"
                data-state={searched.count < searched.total ? 'partial' : undefined}
              >
                {m('searched', searched)}
              </span>
            )}
          </div>
        )}
        <TableGrid
          slot="orgkit-member-table"
          caption={loading ? t('common.loading') : m('caption')}
          columns={[
            { id: 'member', label: m('caption') },
            { id: 'role', label: m('roles'), sortable: true },
            { id: 'createdAt', label: m('joined'), sortable: true },
            { id: 'actions', label: m('actions'), hidden: true },
          ]}
          loading={loading}
          busy={busy}
          empty={view?.rows.length === 0 && m('empty')}
          sort={sort}
          onSortChange={setSort}
        >
          {view?.rows.map((member) => (
            <MemberTableRow
              key={member.id}
              member={member}
              isSelf={member.userId === userId}
              rules={rules}
              error={writes.error(member.id)}
              pending={writes.pending(member.id)}
              locale={locale}
              onRoleChange={(kind, changed, role) => void writes.act(kind, changed, role)}
              onConfirm={setConfirming}
            />
          ))}
        </TableGrid>
        {view && (
          <nav data-slot="orgkit-member-table-pagination" aria-label={m('pages')}>
            <label data-slot="orgkit-member-table-page-size">
              <span data-slot="orgkit-label">{m('pageSize')}</span>
              <select
                data-slot="orgkit-select"
                value={pageSize}
                onChange={(event) => setPageSize(+event.currentTarget.value)}
              >
                {pageSizeOptions.map((size) => (
                  <option key={size}>{size}</option>
                ))}
              </select>
            </label>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {m('prev')}
            </Button>
            <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {m('next')}
            </Button>
          </nav>
        )}
      </TableContent>
      <p data-slot="orgkit-member-table-announcement" role="status">
        {writes.announcement}
      </p>
      {confirming && (
        // A native modal `<dialog>` that returns focus on close.
        <Dialog
          open
          onOpenChange={close}
          title={m(`${confirming.kind}Label`, confirming.member.user)}
          description={confirming.kind === 'leave' ? m('leaveText') : confirming.member.user.email}
        >
          <div data-slot="orgkit-dialog-footer">
            <Button ref={cancelRef} onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                void writes.act(confirming.kind, confirming.member)
                close()
              }}
            >
              {m(confirming.kind)}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  )
}
