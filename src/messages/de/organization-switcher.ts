import type { organizationSwitcherEn } from '../en/organization-switcher'

/** Strings of `<OrganizationSwitcher>` (German). */
export const organizationSwitcherDe: Record<keyof typeof organizationSwitcherEn, string> = {
  'switcher.triggerLabel': '{name}, Organisation wechseln',
  'switcher.noneLabel': 'Keine Organisation',
  'switcher.noneDescription': 'Die App ohne Organisation nutzen',
  'switcher.loading': 'Organisationen werden geladen…',
  'switcher.listLabel': 'Deine Organisationen',
  'switcher.popoverLabel': 'Organisation wechseln',
  'switcher.filterLabel': 'Organisationen filtern',
  'switcher.noMatches': 'Keine Organisation passt zu „{query}“.',
  'switcher.empty': 'Du hast noch keine Organisationen.',
  'switcher.loadError': 'Organisationen konnten nicht geladen werden.',
  'switcher.switching': 'Wechsel zu {name}…',
  'switcher.switchingNone': 'Wechsel zu keiner Organisation…',
  'switcher.switchError': 'Wechsel fehlgeschlagen: {reason}',
  'switcher.create': 'Organisation erstellen',
  'switcher.limitReached': 'Du bist in {count} Organisationen, mehr sind nicht erlaubt. Verlasse eine, um eine neue zu erstellen.',
}
