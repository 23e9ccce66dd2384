import type { ReactNode } from 'react'
import { Alert } from '../../components/ui/alert'
import { managementErrorText } from './management-error-text'
import { useManagementMessages } from './use-management-messages'

/** A management error announced (`role="alert"`): what happened, the API's status and words, the request id. */
export function ManagementErrorAlert({
  error,
  lead,
  action,
}: {
  error: unknown
  lead?: ReactNode
  action?: ReactNode
}) {
  const { t } = useManagementMessages()
  const text = managementErrorText(error)
  return (
    <Alert tone="danger" action={action}>
      <p data-slot="orgkit-management-error-message">
        {lead ? <>{lead} </> : null}
        {t(text.message)}
      </p>
      {text.detail ? (
        <p data-slot="orgkit-management-error-detail">
          {/* Without a body the client's message is already the status line ("HTTP 502 Bad Gateway"). */}
          {/^HTTP \d/.test(text.detail.message) ? text.detail.message : t('managementError.httpDetail', text.detail)}
        </p>
      ) : null}
      {text.requestId ? (
        <p data-slot="orgkit-management-error-request">
          {t('managementError.requestId', { requestId: text.requestId })}
        </p>
      ) : null}
    </Alert>
  )
}
