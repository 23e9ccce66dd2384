import type { Messages } from './catalog'
import { acceptInvitationMessagesDe } from './de/accept-invitation'
import { activeOrganizationGateMessagesDe } from './de/active-organization-gate'
import { errorMessagesDe } from './de/errors'
import { invitationStatusMessagesDe } from './de/invitation-statuses'
import { inviteMemberDialogMessagesDe } from './de/invite-member-dialog'
import { copyLinkMessagesDe } from './de/copy-link'
import { userInvitationsMessagesDe } from './de/user-invitations'
import { memberTableMessagesDe } from './de/member-table'
import { organizationInvitationsMessagesDe } from './de/organization-invitations'
import { tableStatesMessagesDe } from './de/table-states'
import { createOrganizationButtonMessagesDe } from './de/create-organization-button'
import { createOrganizationDialogMessagesDe } from './de/create-organization-dialog'
import { organizationProfileFieldsMessagesDe } from './de/organization-profile-fields'
import { organizationSettingsMessagesDe } from './de/organization-settings'
import { organizationSwitcherMessagesDe } from './de/organization-switcher'
import { organizationSwitcherPopoverMessagesDe } from './de/organization-switcher-popover'
import { managementErrorMessagesDe } from './de/management-errors'
import { organizationPluginSettingsMessagesDe } from './de/organization-plugin-settings'
import { roleMessagesDe } from './de/roles'
import { toastRegionMessagesDe } from './de/toast-region'

// In a module of its own, so only apps that pass it bundle it.

/**
 * The German catalog: pass it with the locale, `<OrgKitProvider messages={messagesDe} locale="de">`. Typed
 * as a complete translation of the English one, so a key missing here is a type error.
 */
export const messagesDe: Messages = {
  ...organizationSwitcherMessagesDe,
  ...organizationSwitcherPopoverMessagesDe,
  ...createOrganizationButtonMessagesDe,
  ...createOrganizationDialogMessagesDe,
  ...organizationProfileFieldsMessagesDe,
  ...organizationSettingsMessagesDe,
  ...memberTableMessagesDe,
  ...organizationInvitationsMessagesDe,
  ...tableStatesMessagesDe,
  ...inviteMemberDialogMessagesDe,
  ...copyLinkMessagesDe,
  ...userInvitationsMessagesDe,
  ...acceptInvitationMessagesDe,
  ...activeOrganizationGateMessagesDe,
  ...organizationPluginSettingsMessagesDe,
  ...managementErrorMessagesDe,
  ...roleMessagesDe,
  ...invitationStatusMessagesDe,
  ...toastRegionMessagesDe,
  ...errorMessagesDe,
}
