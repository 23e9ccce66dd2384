import { emailInputSchema } from '../../core/input-schemas'

/** The addresses found in pasted text: the valid ones and the rest, each once, in the order typed. */
export interface EmailList {
  valid: string[]
  invalid: string[]
}

/** What may stand between two addresses: commas, semicolons, spaces and new lines. */
const ADDRESS_SEPARATORS = /[\s,;]+/

const isValidEmail = (address: string) => emailInputSchema.safeParse(address).success

/**
 * Splits pasted text into addresses, drops repeats (compared case-insensitively, the first spelling kept)
 * and sorts the valid addresses from the rest.
 *
 * @example
 * parseEmailList('ada@example.com, not-an-email\nADA@example.com') // { valid: ['ada@example.com'], invalid: ['not-an-email'] }
 */
export function parseEmailList(text: string): EmailList {
  const seen = new Set<string>()
  const list: EmailList = { valid: [], invalid: [] }
  for (const address of text.split(ADDRESS_SEPARATORS)) {
    const comparable = address.toLowerCase()
    if (address === '' || seen.has(comparable)) continue
    seen.add(comparable)
    if (isValidEmail(address)) list.valid.push(address)
    else list.invalid.push(address)
  }
  return list
}
