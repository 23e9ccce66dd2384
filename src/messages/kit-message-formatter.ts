import type { MessageOverrides } from './catalog'
import { errorMessagesEn } from './en/errors'
import type { MessageDictionary } from './message'
import { createMessageFormatter, errorMessageKey } from './message-formatter'
import type { ErrorMessageKey, MessageFormatter } from './message-formatter'

/** What the kit's components read their words with: their own keys, the error sentences, and errors as sentences. */
export interface KitMessageFormatter<Key extends string> extends MessageFormatter<Key | ErrorMessageKey> {
  /**
   * The sentence for an error: its code's message, the shared one for the team and role codes, or the
   * generic one for anything that is not an `OrgKitError`.
   */
  errorMessage: (error: unknown) => string
}

/** Options of {@link createKitMessageFormatter}. */
export interface KitMessageFormatterOptions<Dictionary extends MessageDictionary> {
  /** The English messages of the component that reads them. */
  dictionary: Dictionary
  /** The app's overrides (the provider's `messages`). */
  overrides: MessageOverrides
  /** The language of the messages, for their plural forms. */
  locale: string
}

/** A component's messages with the error sentences every component may show. */
export function createKitMessageFormatter<Dictionary extends MessageDictionary>({
  dictionary,
  overrides,
  locale,
}: KitMessageFormatterOptions<Dictionary>): KitMessageFormatter<Extract<keyof Dictionary, string>> {
  const { t } = createMessageFormatter<Extract<keyof Dictionary, string> | ErrorMessageKey>({
    dictionaries: [dictionary, errorMessagesEn],
    overrides,
    locale,
  })
  return { t, errorMessage: (error) => t(errorMessageKey(error)) }
}
