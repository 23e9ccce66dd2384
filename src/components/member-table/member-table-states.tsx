import { isOrgKitError } from '../../core/org-kit-error'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Skeleton } from '../ui/skeleton'
import type { MemberTableView } from './use-member-table-data'

/** Skeleton rows shown while the first page loads (hidden from assistive technology; the caption says "Loading"). */
export function MemberTableSkeletonRows({ rows = 5 }: { rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <tr key={i} data-slot="orgkit-member-table-skeleton-row" aria-hidden="true">
          <td>
            <Skeleton width="60%" />
          </td>
          <td>
            <Skeleton width="4rem" />
          </td>
          <td>
            <Skeleton width="5rem" />
          </td>
          <td>
            <Skeleton width="6rem" />
          </td>
        </tr>
      ))}
    </>
  )
}

const NOT_RETRYABLE = new Set(['PLUGIN_DISABLED', 'NO_ACTIVE_ORGANIZATION', 'UNAUTHORIZED'])

/**
 * Errors a retry cannot mend (organizations off, none active, signed out): they replace the table, stale
 * rows are not shown under them, and no "Try again" is offered.
 */
export function isNotRetryable(error: unknown): boolean {
  return isOrgKitError(error) && NOT_RETRYABLE.has(error.code)
}

/** A state in place of the table: plugin disabled, an error with retry, signed out, no organization. */
export function MemberTableProblem({ error, onRetry }: { error: unknown; onRetry?: (() => void) | undefined }) {
  const { t, errorMessage } = useMessages()
  const disabled = isOrgKitError(error) && error.code === 'PLUGIN_DISABLED'
  const retryable = !isNotRetryable(error)
  return (
    <Alert
      tone={retryable ? 'danger' : 'warning'}
      action={retryable && onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : undefined}
    >
      {disabled ? t('common.pluginDisabled') : errorMessage(error)}
    </Alert>
  )
}

/** Input of {@link MemberTableSummary}. */
export interface MemberTableSummaryProps {
  view: MemberTableView
  search: string
  roleFiltered: boolean
}

/**
 * What the table holds, said honestly: the range and the server's total, and for a search what was
 * searched (all members, or only the first part when the list is longer than one read).
 */
export function MemberTableSummary({ view, search, roleFiltered }: MemberTableSummaryProps) {
  const { t } = useMessages()
  const { page, pageSize } = view
  const from = view.total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(view.total, page * pageSize)
  const range = view.total === 0 ? t('members.showingNone') : t('members.showing', { from, to, total: view.total })
  const { searched } = view
  let scope = ''
  if (searched) {
    const values = { matches: view.total, count: searched.count, total: searched.of, search: search.trim() }
    if (searched.count < searched.of) scope = t('members.searchedPart', values)
    else scope = t(roleFiltered ? 'members.searchedAllFiltered' : 'members.searchedAll', values)
  }
  return (
    <div data-slot="orgkit-member-table-summary" role="status">
      <span data-slot="orgkit-member-table-range">{range}</span>
      {scope ? (
        <span data-slot="orgkit-member-table-search-scope" data-state={searched && searched.count < searched.of ? 'partial' : undefined}>
          {scope}
        </span>
      ) : null}
    </div>
  )
}
