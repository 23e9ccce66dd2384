import type { organizationSwitcherEn } from '../en/organization-switcher'

/** Strings of `<OrganizationSwitcher>` (German). */
export const organizationSwitcherDe: Record<keyof typeof organizationSwitcherEn, string> = {
  'switcher.trigger': '{name}, Organisation wechseln',
  'switcher.none': 'Keine Organisation',
  'switcher.loading': 'Organisationen werden geladen…',
  'switcher.list': 'Deine Organisationen',
  'switcher.popover': 'Organisation wechseln',
  'switcher.filter': 'Organisationen filtern',
  'switcher.noMatch': 'Keine Organisation passt zu „{query}“.',
  'switcher.empty': 'Du hast noch keine Organisationen.',
  'switcher.pending': 'Wechsel zu „{name}“…',
  'switcher.failed': 'Wechsel fehlgeschlagen: {reason}',
  'switcher.create': 'Organisation erstellen',
  'switcher.limit': 'Du bist in {count} Organisationen, dem Maximum. Verlasse eine, um eine neue zu erstellen.',
}
