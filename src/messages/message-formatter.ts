import { TEAM_AND_ROLE_ERROR_CODES } from '../core/error-codes'
import type { OrgKitErrorCode, TeamOrRoleErrorCode } from '../core/error-codes'
import { isOrgKitError } from '../core/org-kit-error'
import type { MessageOverrides } from './catalog'
import { errorMessagesEn } from './en/errors'
import { formatMessage } from './format-message'
import type { MessageDictionary, MessageValues } from './message'

/** A key of the error sentences, which every component may show: `error.MEMBER_NOT_FOUND`, ... */
export type ErrorMessageKey = keyof typeof errorMessagesEn

/** What a component reads its strings with: its own dictionary's keys and the error sentences. */
export interface MessageFormatter<Key extends string> {
  /** The message for `key` as text: the app's override or the English default, placeholders filled from `values`. */
  t: (key: Key | ErrorMessageKey, values?: MessageValues) => string
  /**
   * The sentence for an error: its code's message, the shared one for the team and role codes, or the
   * generic one for anything that is not an `OrgKitError`.
   */
  errorMessage: (error: unknown) => string
}

/** Options of {@link createMessageFormatter}. */
export interface MessageFormatterOptions<Dictionary extends MessageDictionary> {
  /** The English messages of the component that reads them. */
  dictionary: Dictionary
  /** The app's overrides (the provider's `messages`), which win over the English defaults. */
  overrides: MessageOverrides
  /** The language of the messages, for their plural forms. */
  locale: string
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

/**
 * Reads messages: an override of the app first, then the component's English dictionary, then the English
 * error sentences; a key found nowhere reads as itself, so a gap shows instead of crashing.
 */
export function createMessageFormatter<Dictionary extends MessageDictionary>({
  dictionary,
  overrides,
  locale,
}: MessageFormatterOptions<Dictionary>): MessageFormatter<Extract<keyof Dictionary, string>> {
  const overrideOf: Readonly<Record<string, MessageDictionary[string] | undefined>> = overrides
  const englishErrors: MessageDictionary = errorMessagesEn
  const t = (key: string, values?: MessageValues) => {
    const message = overrideOf[key] ?? dictionary[key] ?? englishErrors[key] ?? key
    return formatMessage(message, { values, locale })
  }
  return { t, errorMessage: (error) => t(errorMessageKey(error)) }
}
