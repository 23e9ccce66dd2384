import { useContext, useMemo } from 'react'
import type { CatalogErrorCode } from '../core/error-codes'
import { isOrgKitError } from '../core/org-kit-error'
import type { MessageKey } from '../messages/catalog'
import { commonEn } from '../messages/en/common'
import { errorMessagesEn } from '../messages/en/errors'
import { formatMessage } from '../messages/format-message'
import type { AreaMessages } from '../messages/messages-scope-context'
import { MessagesScopeContext } from '../messages/messages-scope-context'
import { OrgKitContext } from '../query/org-kit-context'

/** What {@link useMessages} gives: the catalog's strings, with the provider's overrides applied. */
export interface MessagesApi {
  /** The string for `key`, placeholders (`{name}`) filled from `values`. */
  t: (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string
  /**
   * The sentence for an error: its code's message, or the generic one for anything that is not an
   * `OrgKitError` (the team and role codes share one sentence).
   */
  errorMessage: (error: unknown) => string
}

const COMMON: AreaMessages = commonEn
const ERROR_PREFIX = 'error.'

/**
 * The English default of a key: error sentences and common strings always, other areas' strings when a
 * `<MessagesScope>` above gives them (each public component wraps itself in one with its own areas).
 */
function englishDefault(key: MessageKey, scope: AreaMessages | null): string | undefined {
  if (key.startsWith(ERROR_PREFIX)) return errorMessagesEn[key.slice(ERROR_PREFIX.length) as CatalogErrorCode]
  return scope?.[key] ?? COMMON[key]
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
  const scope = useContext(MessagesScopeContext)
  if (!context) throw new Error('useMessages must be used inside <OrgKitProvider>')
  const overrides = context.messages
  return useMemo(() => {
    const t: MessagesApi['t'] = (key, values) => {
      // The team and role codes (features the kit does not use) share one sentence.
      if (key.startsWith(ERROR_PREFIX) && !(key.slice(ERROR_PREFIX.length) in errorMessagesEn))
        key = 'common.teamsAndRolesUnavailable'
      return formatMessage(overrides[key] ?? englishDefault(key, scope) ?? key, values)
    }
    return {
      t,
      errorMessage: (error) => t(isOrgKitError(error) ? `error.${error.code}` : 'error.UNKNOWN'),
    }
  }, [overrides, scope])
}
