import type { MessageOverrides } from '../../messages/catalog'
import { toastRegionMessagesEn } from '../../messages/en/toast-region'
import { createMessageFormatter } from '../../messages/message-formatter'

/**
 * The toast region's words in a provider's language and overrides. Read through the plain formatter, not the
 * kit's (which carries every error sentence), so a provider that shows no error text does not bundle them.
 */
export function toastRegionLabels({ overrides, locale }: { overrides: MessageOverrides; locale: string }) {
  const { t } = createMessageFormatter<keyof typeof toastRegionMessagesEn>({
    dictionaries: [toastRegionMessagesEn],
    overrides,
    locale,
  })
  return { region: t('toastRegion.regionLabel'), dismiss: t('toastRegion.dismissButton') }
}
