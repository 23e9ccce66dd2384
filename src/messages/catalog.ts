import { acceptInvitationMessagesEn } from './en/accept-invitation'
import { activeOrganizationGateMessagesEn } from './en/active-organization-gate'
import { errorMessagesEn } from './en/errors'
import { invitationStatusMessagesEn } from './en/invitation-statuses'
import { inviteMemberDialogMessagesEn } from './en/invite-member-dialog'
import { copyLinkMessagesEn } from './en/copy-link'
import { userInvitationsMessagesEn } from './en/user-invitations'
import { memberTableMessagesEn } from './en/member-table'
import { organizationInvitationsMessagesEn } from './en/organization-invitations'
import { tableStatesMessagesEn } from './en/table-states'
import { createOrganizationButtonMessagesEn } from './en/create-organization-button'
import { createOrganizationDialogMessagesEn } from './en/create-organization-dialog'
import { organizationProfileFieldsMessagesEn } from './en/organization-profile-fields'
import { organizationSettingsMessagesEn } from './en/organization-settings'
import { organizationSwitcherMessagesEn } from './en/organization-switcher'
import { organizationSwitcherPopoverMessagesEn } from './en/organization-switcher-popover'
import { managementErrorMessagesEn } from './en/management-errors'
import { organizationPluginSettingsMessagesEn } from './en/organization-plugin-settings'
import { roleMessagesEn } from './en/roles'
import { toastRegionMessagesEn } from './en/toast-region'
import type { TranslationOf } from './message'

/**
 * The English catalog, the default: every component's messages, each group in `en/<component>.ts`, with
 * its German translation in `de/<component>.ts`. Components read only their own group (see
 * `useLocalizedMessages`), so an app bundles the strings of the components it renders.
 */
export const messagesEn = {
  ...organizationSwitcherMessagesEn,
  ...organizationSwitcherPopoverMessagesEn,
  ...createOrganizationButtonMessagesEn,
  ...createOrganizationDialogMessagesEn,
  ...organizationProfileFieldsMessagesEn,
  ...organizationSettingsMessagesEn,
  ...memberTableMessagesEn,
  ...organizationInvitationsMessagesEn,
  ...tableStatesMessagesEn,
  ...inviteMemberDialogMessagesEn,
  ...copyLinkMessagesEn,
  ...userInvitationsMessagesEn,
  ...acceptInvitationMessagesEn,
  ...activeOrganizationGateMessagesEn,
  ...organizationPluginSettingsMessagesEn,
  ...managementErrorMessagesEn,
  ...roleMessagesEn,
  ...invitationStatusMessagesEn,
  ...toastRegionMessagesEn,
  ...errorMessagesEn,
} as const

/** A key of the catalog: `memberTable.searchLabel`, `error.MEMBER_NOT_FOUND`, ... */
export type MessageKey = keyof typeof messagesEn

/** A complete translation of the catalog, such as `messagesDe`: every key, and plural forms where English has them. */
export type Messages = TranslationOf<typeof messagesEn>

/**
 * The label and the one-line description of an app's own role, for any role name: `role.billing`,
 * `roleDescription.billing`. Without one, a role reads as its name, capitalised, with no description.
 */
export type RoleMessageKey = `role.${string}` | `roleDescription.${string}`

/**
 * Overrides for `<OrgKitProvider messages>`: any catalog key (a misspelt one does not compile) and the label
 * and description of any role. A message has the kind the English one has: a text, or plural forms where
 * English counts. Declare the object with `satisfies MessageOverrides` (or write it inline in the prop), so a
 * misspelt key is caught. The team and role error codes have no key of their own: they all read
 * `error.teamsAndCustomRolesUnavailable`.
 *
 * @example
 * const messages = { 'memberTable.tableCaption': 'People', 'role.billing': 'Billing' } satisfies MessageOverrides
 * <OrgKitProvider messages={{ ...messagesDe, 'role.billing': 'Abrechnung' }} locale="de">
 */
export type MessageOverrides = Readonly<Partial<Messages> & Partial<Record<RoleMessageKey, string>>>
