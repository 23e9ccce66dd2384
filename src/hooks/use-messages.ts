import { useContext, useMemo } from 'react'
import { isOrgKitError } from '../core/org-kit-error'
import { formatMessage, messagesEn } from '../messages/catalog'
import type { MessageKey } from '../messages/catalog'
import { OrgKitContext } from '../query/org-kit-context'

/** What {@link useMessages} gives: the catalog's strings, with the provider's overrides applied. */
export interface MessagesApi {
  /** The string for `key`, placeholders (`{name}`) filled from `values`. */
  t: (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string
  /** The sentence for an error: its code's message, or the generic one for anything that is not an `OrgKitError`. */
  errorMessage: (error: unknown) => string
}

/**
 * Reads the messages catalog (English by default; pass `messages={messagesDe}` or single overrides to
 * `<OrgKitProvider>`). Every visible string of the kit's components comes through here.
 *
 * @example
 * const { t, errorMessage } = useMessages()
 * return <p role="alert">{errorMessage(mutation.error)}</p>
 */
export function useMessages(): MessagesApi {
  const context = useContext(OrgKitContext)
  if (!context) throw new Error('useMessages must be used inside <OrgKitProvider>')
  const overrides = context.messages
  return useMemo(() => {
    const t: MessagesApi['t'] = (key, values) => formatMessage(overrides[key] ?? messagesEn[key] ?? key, values)
    return {
      t,
      errorMessage: (error) => t(isOrgKitError(error) ? `error.${error.code}` : 'error.UNKNOWN'),
    }
  }, [overrides])
}
