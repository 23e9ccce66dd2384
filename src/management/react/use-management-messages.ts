import { useContext, useMemo } from 'react'
import { managementErrorMessagesEn } from '../../messages/en/management-errors'
import { organizationPluginSettingsMessagesEn } from '../../messages/en/organization-plugin-settings'
import { createMessageFormatter } from '../../messages/message-formatter'
import type { MessageFormatter } from '../../messages/message-formatter'
import { OrgKitContext } from '../../query/org-kit-context'
import { ManagementContext } from './management-context'

/** What {@link useManagementMessages} gives: the plugin settings' words, and what a failed management call says. */
export type ManagementMessagesApi = MessageFormatter<ManagementMessageKey>

/** The words of the management components: the plugin settings', and what a failed management call says. */
const managementMessagesEn = { ...organizationPluginSettingsMessagesEn, ...managementErrorMessagesEn }

/** A key of the management components' messages. */
export type ManagementMessageKey = keyof typeof managementMessagesEn

/**
 * The messages of the management components: their English strings, then `<OrgKitProvider>`'s overrides
 * when there is one (the management UI does not need it), then `<ManagementProvider>`'s, which win.
 */
export function useManagementMessages(): ManagementMessagesApi {
  const management = useContext(ManagementContext)
  const kit = useContext(OrgKitContext)
  if (management === null) throw new Error('useManagementMessages must be used inside <ManagementProvider>')
  const own = management.messages
  const shared = kit?.messages
  const locale = management.locale ?? kit?.locale ?? 'en'
  return useMemo(
    () =>
      createMessageFormatter<ManagementMessageKey>({
        dictionaries: [managementMessagesEn],
        overrides: { ...shared, ...own },
        locale,
      }),
    [own, shared, locale],
  )
}
