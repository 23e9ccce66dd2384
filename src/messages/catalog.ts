import type { OrgKitErrorCode } from '../core/error-codes'
import { commonDe } from './de/common'
import { errorMessagesDe } from './de/errors'
import { commonEn } from './en/common'
import { errorMessagesEn } from './en/errors'

/** Every UI string key (areas add theirs to `en/<area>.ts` and `de/<area>.ts`). */
export type UiMessageKey = keyof typeof commonEn

/** Every message key: UI strings plus `error.<CODE>` for each error code. */
export type MessageKey = UiMessageKey | `error.${OrgKitErrorCode}`

/** A complete catalog: one string per key. Placeholders look like `{name}`. */
export type Messages = Record<MessageKey, string>

const prefixErrors = (errors: Record<OrgKitErrorCode, string>) =>
  Object.fromEntries(Object.entries(errors).map(([code, text]) => [`error.${code}`, text])) as Record<`error.${OrgKitErrorCode}`, string>

/** The English catalog, the default. */
export const messagesEn: Messages = { ...commonEn, ...prefixErrors(errorMessagesEn) }

/** The German catalog. */
export const messagesDe: Messages = { ...commonDe, ...prefixErrors(errorMessagesDe) }

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
