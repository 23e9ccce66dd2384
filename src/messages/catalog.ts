import type { CatalogErrorCode, OrgKitErrorCode } from '../core/error-codes'
import { commonEn } from './en/common'
import { errorMessagesEn } from './en/errors'
import { acceptInvitationEn } from './en/accept-invitation'
import { invitationsEn } from './en/invitations'
import { membersEn } from './en/members'
import { organizationFormEn } from './en/organization-form'
import { organizationSettingsEn } from './en/organization-settings'
import { organizationSwitcherEn } from './en/organization-switcher'
import { pluginSettingsEn } from './en/plugin-settings'
import { prefixErrors } from './prefix-errors'

// The German catalog and `formatMessage` live in modules of their own so that components, which look up
// only their own areas' English strings (see `useMessages`), bundle neither this full catalog nor German.
export { formatMessage } from './format-message'
export { messagesDe } from './messages-de'

/** Every UI string key (areas add theirs to `en/<area>.ts` and `de/<area>.ts`). */
export type UiMessageKey =
  | keyof typeof commonEn
  | keyof typeof organizationSwitcherEn
  | keyof typeof organizationFormEn
  | keyof typeof organizationSettingsEn
  | keyof typeof membersEn
  | keyof typeof invitationsEn
  | keyof typeof acceptInvitationEn
  | keyof typeof pluginSettingsEn

/**
 * Every message key: UI strings plus `error.<CODE>` for each error code. The team and role codes have no
 * entry of their own: they read `common.teamsAndRolesUnavailable` (see `TEAM_AND_ROLE_ERROR_CODES`).
 */
export type MessageKey = UiMessageKey | `error.${OrgKitErrorCode}`

/**
 * The label and the one-line description of a role, for any role name: `role.billing`,
 * `roleDescription.billing`. The catalog has them for the default roles; an app adds its own roles' as
 * overrides (without one, a role reads as its name, capitalised, with no description).
 */
export type RoleMessageKey = `role.${string}` | `roleDescription.${string}`

/**
 * Overrides for `<OrgKitProvider messages>`, typed: every catalog key (a misspelt one does not compile) and
 * the label and description of any role. Write `const messages = { ... } satisfies MessageOverrides`.
 *
 * @example
 * const messages = { ...messagesDe, 'role.billing': 'Abrechnung', 'roleDescription.billing': 'Bezahlt Rechnungen.' } satisfies MessageOverrides
 */
export type MessageOverrides = Partial<Record<MessageKey, string>> & Partial<Record<RoleMessageKey, string>>

/** A complete catalog: one string per key. Placeholders look like `{name}`. */
export type Messages = Record<UiMessageKey | `error.${CatalogErrorCode}`, string>

/** The English catalog, the default. */
export const messagesEn: Messages = {
  ...commonEn,
  ...organizationSwitcherEn,
  ...organizationFormEn,
  ...organizationSettingsEn,
  ...membersEn,
  ...invitationsEn,
  ...acceptInvitationEn,
  ...pluginSettingsEn,
  ...prefixErrors(errorMessagesEn),
}
