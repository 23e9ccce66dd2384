import { isDefaultRole } from '../../core/roles'
import { useMessages } from '../../hooks/use-messages'
import type { RoleMessageKey } from '../../messages/catalog'
import { useOrgKit } from '../../query/use-org-kit'

/** What {@link useRoleText} gives: a role's label and description, and a list of roles as one label. */
export interface RoleText {
  /** `role.<name>`: the catalog's (or the app's override) for the default roles; else the name, capitalised. */
  label: (name: string) => string
  /** `roleDescription.<name>`: the catalog's (or the app's override); `''` for an app's role without one. */
  description: (name: string) => string
  /** Several roles' labels joined with `separator`. */
  labels: (names: readonly string[], separator?: string) => string
}

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/**
 * The words for roles. The default roles read from the catalog (overridable per key); any other role, an
 * app's own or one this app does not know, from the provider's `messages` (`role.billing`,
 * `roleDescription.billing`) or else from its name: never a crash, never a raw message key.
 */
export function useRoleText(): RoleText {
  const { t } = useMessages()
  const { messages } = useOrgKit()
  const override = (key: RoleMessageKey) => messages[key]
  const label = (name: string) =>
    isDefaultRole(name) ? t(`role.${name}`) : (override(`role.${name}`) ?? capitalise(name))
  return {
    label,
    description: (name) =>
      isDefaultRole(name) ? t(`roleDescription.${name}`) : (override(`roleDescription.${name}`) ?? ''),
    labels: (names, separator = ', ') => names.map(label).join(separator),
  }
}
