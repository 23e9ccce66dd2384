/**
 * A message that depends on a number: one text per plural category of the language, chosen by the `count`
 * placeholder through `Intl.PluralRules` (English and German need `one` and `other`; other languages add
 * `zero`, `two`, `few` or `many`). `other` is always there: it is the fallback for any category left out.
 *
 * @example
 * { one: '{count} member', other: '{count} members' }
 */
export interface PluralMessage {
  readonly zero?: string
  readonly one?: string
  readonly two?: string
  readonly few?: string
  readonly many?: string
  readonly other: string
}

/** A message of the catalog: a text with `{name}` placeholders, or a {@link PluralMessage}. */
export type Message = string | PluralMessage

/** The values of a message's placeholders, by name. A plural message is chosen by `count`. */
export type MessageValues = Readonly<Record<string, string | number>>

/** Messages by key: one component's, or the whole catalog. */
export type MessageDictionary = Readonly<Record<string, Message>>

/**
 * A translation of an English dictionary: every key of it, with a text where the English has a text and a
 * {@link PluralMessage} where the English has one. A missing or misspelt key is a type error.
 */
export type TranslationOf<English extends MessageDictionary> = {
  readonly [Key in keyof English]: English[Key] extends string ? string : PluralMessage
}
