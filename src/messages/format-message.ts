import type { Message, MessageValues, PluralMessage } from './message'

/** Options of {@link formatMessage}. */
export interface FormatMessageOptions {
  /** The values of the placeholders, by name. */
  values?: MessageValues | undefined
  /** The language whose plural rules choose among a plural message's forms. @default 'en' */
  locale?: string | undefined
}

const pluralRulesByLocale = new Map<string, Intl.PluralRules>()

function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRulesByLocale.set(locale, rules)
  }
  return rules
}

/** Options of {@link choosePluralForm}: the number counted, and the language whose rules apply. */
interface PluralChoice {
  count: number
  locale: string
}

/** The form of a plural message for `count` in `locale`; `other` when the message has no form for its category. */
function choosePluralForm(message: PluralMessage, { count, locale }: PluralChoice): string {
  const category = pluralRules(locale).select(count)
  return message[category] ?? message.other
}

/**
 * A message as text: a plural message's form chosen by the `count` value (with `Intl.PluralRules`), then
 * its `{name}` placeholders filled. Unknown placeholders are left as they are.
 *
 * @example
 * formatMessage({ one: '{count} member', other: '{count} members' }, { values: { count: 3 } }) // '3 members'
 */
export function formatMessage(message: Message, options: FormatMessageOptions = {}): string {
  const { values, locale = 'en' } = options
  const count = values?.count
  const template =
    typeof message === 'string'
      ? message
      : choosePluralForm(message, { count: typeof count === 'number' ? count : Number(count), locale })
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )
}
