import { useContext, useMemo } from 'react'
import { OrgKitContext } from '../../query/org-kit-context'
import type { MessageDictionary } from '../../messages/message'
import { createKitMessageFormatter } from '../../messages/kit-message-formatter'
import type { KitMessageFormatter } from '../../messages/kit-message-formatter'

/**
 * A component's messages: `t` takes the keys of its own English dictionary (and the error sentences), and
 * reads the provider's overrides first. Each component passes its own group, as React Aria's components pass
 * their own strings to `useLocalizedStringFormatter`, so an app bundles the strings of the components it uses.
 *
 * @example
 * const { t } = useLocalizedMessages(memberTableMessagesEn)
 * t('memberTable.removeButtonLabel', { name })
 */
export function useLocalizedMessages<Dictionary extends MessageDictionary>(
  dictionary: Dictionary,
): KitMessageFormatter<Extract<keyof Dictionary, string>> {
  const context = useContext(OrgKitContext)
  if (!context) throw new Error('useLocalizedMessages must be used inside <OrgKitProvider>')
  const { messages: overrides, locale } = context
  return useMemo(
    () => createKitMessageFormatter({ dictionary, overrides, locale: locale ?? 'en' }),
    [dictionary, overrides, locale],
  )
}
