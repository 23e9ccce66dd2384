import type { Messages } from './catalog'
import { acceptInvitationDe } from './de/accept-invitation'
import { commonDe } from './de/common'
import { errorMessagesDe } from './de/errors'
import { invitationsDe } from './de/invitations'
import { membersDe } from './de/members'
import { organizationFormDe } from './de/organization-form'
import { organizationSettingsDe } from './de/organization-settings'
import { organizationSwitcherDe } from './de/organization-switcher'
import { pluginSettingsDe } from './de/plugin-settings'
import { prefixErrors } from './prefix-errors'

// In a module of its own (re-exported by `catalog.ts`), so only apps that pass it bundle it.

/** The German catalog. */
export const messagesDe: Messages = {
  ...commonDe,
  ...organizationSwitcherDe,
  ...organizationFormDe,
  ...organizationSettingsDe,
  ...membersDe,
  ...invitationsDe,
  ...acceptInvitationDe,
  ...pluginSettingsDe,
  ...prefixErrors(errorMessagesDe),
}
