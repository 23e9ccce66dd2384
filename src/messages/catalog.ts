import type { OrgKitErrorCode } from '../core/error-codes'
import { commonDe } from './de/common'
import { errorMessagesDe } from './de/errors'
import { commonEn } from './en/common'
import { errorMessagesEn } from './en/errors'
import { acceptInvitationDe } from './de/accept-invitation'
import { invitationsDe } from './de/invitations'
import { membersDe } from './de/members'
import { acceptInvitationEn } from './en/accept-invitation'
import { invitationsEn } from './en/invitations'
import { membersEn } from './en/members'
import { organizationFormDe } from './de/organization-form'
import { organizationSettingsDe } from './de/organization-settings'
import { organizationSwitcherDe } from './de/organization-switcher'
import { organizationFormEn } from './en/organization-form'
import { organizationSettingsEn } from './en/organization-settings'
import { organizationSwitcherEn } from './en/organization-switcher'
import { pluginSettingsDe } from './de/plugin-settings'
import { pluginSettingsEn } from './en/plugin-settings'

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

/** Every message key: UI strings plus `error.<CODE>` for each error code. */
export type MessageKey = UiMessageKey | `error.${OrgKitErrorCode}`

/** A complete catalog: one string per key. Placeholders look like `{name}`. */
export type Messages = Record<MessageKey, string>

const prefixErrors = (errors: Record<OrgKitErrorCode, string>) =>
  Object.fromEntries(Object.entries(errors).map(([code, text]) => [`error.${code}`, text])) as Record<`error.${OrgKitErrorCode}`, string>

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

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
