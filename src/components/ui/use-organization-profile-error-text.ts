import { errorMessagesEn } from '../../messages/en/errors'
import { organizationProfileFieldsMessagesEn } from '../../messages/en/organization-profile-fields'
import type { ErrorMessageKey } from '../../messages/message-formatter'
import type { OrganizationProfileFieldsMessageKey } from './organization-fields-schema'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** A key a profile form holds as an error: a validation error of its fields, or a server error's sentence. */
export type OrganizationProfileErrorKey = OrganizationProfileFieldsMessageKey | ErrorMessageKey

/** Whether a form error's message is one of those keys (react-hook-form keeps it as a plain string). */
export function isOrganizationProfileErrorKey(message: string): message is OrganizationProfileErrorKey {
  return Object.hasOwn(organizationProfileFieldsMessagesEn, message) || Object.hasOwn(errorMessagesEn, message)
}

/**
 * The text of a profile form's error: its key's message; a message that is no key (none of the kit's
 * schemas gives one) as it is; `undefined` when there is no error.
 */
export function useOrganizationProfileErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useLocalizedMessages(organizationProfileFieldsMessagesEn)
  return (message) => {
    if (!message) return undefined
    return isOrganizationProfileErrorKey(message) ? t(message) : message
  }
}
