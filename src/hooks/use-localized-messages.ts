import { useMemo } from 'react'
import { createKitMessageFormatter } from '../messages/kit-message-formatter'
import type { KitMessageFormatter } from '../messages/kit-message-formatter'
import type { MessageDictionary } from '../messages/message'
import { useOrgKitContext } from '../query/use-org-kit-context'

/**
 * Messages read through one English dictionary: `t` takes its keys (and the error sentences), and reads the
 * provider's overrides first, in the provider's `locale`. Each component passes its own group, as React Aria's
 * components pass their own strings to `useLocalizedStringFormatter`, so an app bundles the strings of the
 * components it uses; `useMessages()` passes the whole catalog. Internal: apps call `useMessages()`.
 *
 * @example
 * const { t } = useLocalizedMessages(memberTableMessagesEn)
 * t('memberTable.removeButtonLabel', { name })
 */
export function useLocalizedMessages<Dictionary extends MessageDictionary>(
  dictionary: Dictionary,
): KitMessageFormatter<Extract<keyof Dictionary, string>> {
  const { messages: overrides, locale } = useOrgKitContext()
  return useMemo(
    () => createKitMessageFormatter({ dictionary, overrides, locale: locale ?? 'en' }),
    [dictionary, overrides, locale],
  )
}
