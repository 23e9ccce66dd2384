import { isDefaultRole } from '../../core/roles'
import type { DefaultRole } from '../../core/roles'
import type { RoleMessageKey } from '../../messages/catalog'
import { roleMessagesEn } from '../../messages/en/roles'
import { useOrgKitContext } from '../../query/use-org-kit-context'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** What {@link useRoleText} gives: a role's label and description, and a list of roles as one label. */
export interface RoleText {
  /** `role.<name>`: the catalog's (or the app's override) for the default roles; else the name, capitalised. */
  label: (name: string) => string
  /** `roleDescription.<name>`: the catalog's (or the app's override); `''` for an app's role without one. */
  description: (name: string) => string
  /** Several roles' labels as one list, the way the provider's `locale` writes a list ("Owner, Admin"). */
  labels: (names: readonly string[]) => string
}

type RoleMessageKeyEn = keyof typeof roleMessagesEn

const ROLE_LABEL_KEY = {
  owner: 'role.owner',
  admin: 'role.admin',
  member: 'role.member',
} as const satisfies Record<DefaultRole, RoleMessageKeyEn>

const ROLE_DESCRIPTION_KEY = {
  owner: 'roleDescription.owner',
  admin: 'roleDescription.admin',
  member: 'roleDescription.member',
} as const satisfies Record<DefaultRole, RoleMessageKeyEn>

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

const listFormatsByLocale = new Map<string, Intl.ListFormat>()

/** A list of role labels, as the locale writes a list of units ("Owner, Admin"); one formatter per locale. */
function listFormat(locale: string): Intl.ListFormat {
  let format = listFormatsByLocale.get(locale)
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })
    listFormatsByLocale.set(locale, format)
  }
  return format
}

/**
 * The words for roles. The default roles read from the catalog (overridable per key); any other role, an
 * app's own or one this app does not know, from the provider's `messages` (`role.billing`,
 * `roleDescription.billing`) or else from its name: never a crash, never a raw message key.
 */
export function useRoleText(): RoleText {
  const { t } = useLocalizedMessages(roleMessagesEn)
  const { messages, locale } = useOrgKitContext()
  // An app's own role has no key in the catalog: its words can only be looked up by its name.
  const appRoleMessage = (key: RoleMessageKey): string | undefined => messages[key]
  const label = (name: string) =>
    isDefaultRole(name) ? t(ROLE_LABEL_KEY[name]) : (appRoleMessage(`role.${name}`) ?? capitalise(name))
  const description = (name: string) =>
    isDefaultRole(name) ? t(ROLE_DESCRIPTION_KEY[name]) : (appRoleMessage(`roleDescription.${name}`) ?? '')
  return {
    label,
    description,
    labels: (names) => listFormat(locale ?? 'en').format(names.map(label)),
  }
}
