import type { ReactNode } from 'react'
import { isOrgKitError, OrgKitError } from '../../core/org-kit-error'
import { tableStatesMessagesEn } from '../../messages/en/table-states'
import { Alert } from './alert'
import { Button } from './button'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { ViewerRoles } from './use-viewer-roles'

/** Sentences shown in place of an error's own, by error code; such errors are final (no retry). */
export type TableNotices = Readonly<Record<string, ReactNode>>

const codeOf = (error: unknown) => (isOrgKitError(error) ? error.code : '')

/** Error codes no retry can mend: organizations turned off, none active, signed out. */
const FINAL_ERROR_CODES: ReadonlySet<string> = new Set(['PLUGIN_DISABLED', 'NO_ACTIVE_ORGANIZATION', 'UNAUTHORIZED'])

/**
 * Errors a retry cannot mend (organizations off, none active, signed out, or one with a notice of its
 * own): they replace the content, stale rows are not shown under them, and no "Try again" is offered.
 */
function isNotRetryable(error: unknown, notices?: TableNotices): boolean {
  const code = codeOf(error)
  return FINAL_ERROR_CODES.has(code) || notices?.[code] !== undefined
}

/** Why the viewer's roles are not known: signed out, no active organization, or the role read failed. */
export function viewerProblem({ status, error }: ViewerRoles): OrgKitError | null {
  if (status === 'signed-out') return new OrgKitError('UNAUTHORIZED')
  if (status === 'no-active-organization') return new OrgKitError('NO_ACTIVE_ORGANIZATION')
  return status === 'error' ? error : null
}

/** Props of {@link TableProblem}. */
export interface TableProblemProps {
  error: unknown
  /** Offered as "Try again" unless the error is final. */
  onRetry?: (() => void) | undefined
  notices?: TableNotices | undefined
}

/**
 * An error in place of (or above) a list: final ones ({@link isNotRetryable}) as a polite warning,
 * others announced assertively with a retry.
 */
export function TableProblem({ error, onRetry, notices }: TableProblemProps) {
  const { t, errorMessage } = useLocalizedMessages(tableStatesMessagesEn)
  const final = isNotRetryable(error, notices)
  return (
    <Alert
      tone={final ? 'warning' : 'danger'}
      action={!final && onRetry && <Button onClick={onRetry}>{t('tableStates.retryButton')}</Button>}
    >
      {notices?.[codeOf(error)] ?? errorMessage(error)}
    </Alert>
  )
}

/** Props of {@link TableContent}. */
export interface TableContentProps extends TableProblemProps {
  /** Whether rows from an earlier read are there to keep under a retryable error. */
  stale: boolean
  children: ReactNode
}

/**
 * The content of a list with its error handled one way everywhere: without an error the content; a final
 * error, or any error before the first rows, replaces it; a retryable one shows above the stale rows.
 */
export function TableContent({ stale, children, ...problem }: TableContentProps) {
  if (!problem.error) return children
  return (
    <>
      <TableProblem {...problem} />
      {stale && !isNotRetryable(problem.error, problem.notices) && children}
    </>
  )
}
