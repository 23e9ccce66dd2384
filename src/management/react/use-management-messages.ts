import { useContext, useMemo } from 'react'
import type { MessagesApi } from '../../hooks/use-messages'
import { isOrgKitError } from '../../core/org-kit-error'
import { formatMessage, messagesEn } from '../../messages/catalog'
import { OrgKitContext } from '../../query/org-kit-context'
import { ManagementContext } from './management-context'

/**
 * The catalog for the management components: English, then `<OrgKitProvider>`'s overrides when there is
 * one (the management UI does not need it), then `<ManagementProvider>`'s, which win.
 */
export function useManagementMessages(): MessagesApi {
  const management = useContext(ManagementContext)
  const kit = useContext(OrgKitContext)
  if (management === null) throw new Error('useManagementMessages must be used inside <ManagementProvider>')
  const own = management.messages
  const shared = kit?.messages
  return useMemo(() => {
    const t: MessagesApi['t'] = (key, values) => formatMessage(own[key] ?? shared?.[key] ?? messagesEn[key] ?? key, values)
    return { t, errorMessage: (error) => t(isOrgKitError(error) ? `error.${error.code}` : 'error.UNKNOWN') }
  }, [own, shared])
}
