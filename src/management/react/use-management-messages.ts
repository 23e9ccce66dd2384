import { useContext, useMemo } from 'react'
import type { MessageKey } from '../../messages/catalog'
import { commonEn } from '../../messages/en/common'
import { pluginSettingsEn } from '../../messages/en/plugin-settings'
import { formatMessage } from '../../messages/format-message'
import type { AreaMessages } from '../../messages/messages-scope-context'
import { OrgKitContext } from '../../query/org-kit-context'
import { ManagementContext } from './management-context'

/** What {@link useManagementMessages} gives. */
export interface ManagementMessagesApi {
  /** The string for `key`, placeholders (`{name}`) filled from `values`. */
  t: (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string
}

// Only the areas the management components show, so the entry bundles neither the whole catalog nor German.
const ENGLISH: AreaMessages = { ...commonEn, ...pluginSettingsEn }

/**
 * The catalog for the management components: their English strings, then `<OrgKitProvider>`'s overrides
 * when there is one (the management UI does not need it), then `<ManagementProvider>`'s, which win.
 */
export function useManagementMessages(): ManagementMessagesApi {
  const management = useContext(ManagementContext)
  const kit = useContext(OrgKitContext)
  if (management === null) throw new Error('useManagementMessages must be used inside <ManagementProvider>')
  const own = management.messages
  const shared = kit?.messages
  return useMemo(
    () => ({ t: (key, values) => formatMessage(own[key] ?? shared?.[key] ?? ENGLISH[key] ?? key, values) }),
    [own, shared],
  )
}
