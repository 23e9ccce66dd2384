import { messagesEn } from '../messages/catalog'
import type { MessageKey } from '../messages/catalog'
import type { KitMessageFormatter } from '../messages/kit-message-formatter'
import { useLocalizedMessages } from './use-localized-messages'

/** What {@link useMessages} gives: the catalog's messages, with the provider's overrides applied. */
export type MessagesApi = KitMessageFormatter<MessageKey>

/**
 * Reads the whole messages catalog, for an app's own screens around the kit: English by default, or what
 * the provider was given (`messages={messagesDe}`, single overrides). Plural messages take the `count`
 * value, and the provider's `locale` chooses their form.
 *
 * @example
 * const { t, errorMessage } = useMessages()
 * return <p role="alert">{errorMessage(mutation.error)}</p>
 */
export function useMessages(): MessagesApi {
  return useLocalizedMessages(messagesEn)
}
