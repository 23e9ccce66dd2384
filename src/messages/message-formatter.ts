import { TEAM_AND_ROLE_ERROR_CODES } from '../core/error-codes'
import type { OrgKitErrorCode, TeamOrRoleErrorCode } from '../core/error-codes'
import { isOrgKitError } from '../core/org-kit-error'
import type { MessageOverrides } from './catalog'
import type { errorMessagesEn } from './en/errors'
import { formatMessage } from './format-message'
import type { MessageDictionary, MessageValues } from './message'

/** A key of the error sentences, which every component of the kit may show: `error.MEMBER_NOT_FOUND`, ... */
export type ErrorMessageKey = keyof typeof errorMessagesEn

/** Reads messages by key, as text. */
export interface MessageFormatter<Key extends string> {
  /** The message for `key` as text: the app's override or the English default, placeholders filled from `values`. */
  t: (key: Key, values?: MessageValues) => string
}

/** Options of {@link createMessageFormatter}. */
export interface MessageFormatterOptions {
  /** The English messages that may be read, looked up in this order. */
  dictionaries: readonly MessageDictionary[]
  /** The app's overrides (the provider's `messages`), which win over the English defaults. */
  overrides: MessageOverrides
  /** The language of the messages, for their plural forms. */
  locale: string
}

/**
 * Reads messages: an override of the app first, then the English dictionaries; a key found nowhere reads as
 * itself, so a gap shows instead of crashing. `Key` is the union of the dictionaries' keys.
 */
export function createMessageFormatter<Key extends string>({
  dictionaries,
  overrides,
  locale,
}: MessageFormatterOptions): MessageFormatter<Key> {
  const overrideOf: Readonly<Partial<Record<string, MessageDictionary[string]>>> = overrides
  const englishOf = (key: string) => dictionaries.find((dictionary) => key in dictionary)?.[key]
  return {
    t: (key, values) => formatMessage(overrideOf[key] ?? englishOf(key) ?? key, { values, locale }),
  }
}

const teamAndRoleErrorCodes: ReadonlySet<string> = new Set<TeamOrRoleErrorCode>(TEAM_AND_ROLE_ERROR_CODES)

const isTeamOrRoleErrorCode = (code: OrgKitErrorCode): code is TeamOrRoleErrorCode => teamAndRoleErrorCodes.has(code)

/** The key of an error code's sentence: `error.<CODE>`, or the one shared by the team and role codes. */
export function errorCodeMessageKey(code: OrgKitErrorCode): ErrorMessageKey {
  return isTeamOrRoleErrorCode(code) ? 'error.teamsAndCustomRolesUnavailable' : `error.${code}`
}

/** The key of an error's sentence; the generic one for anything that is not an `OrgKitError`. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  return isOrgKitError(error) ? errorCodeMessageKey(error.code) : 'error.UNKNOWN'
}
