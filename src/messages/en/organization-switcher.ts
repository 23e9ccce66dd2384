/** Why creating is refused at `organization_limit` (English); the create dialog needs only this switcher string. */
export const organizationLimitEn = {
  'switcher.limitReached': 'You belong to {count} organizations, the most this project allows. Leave one to create another.',
} as const

/** Strings of `<OrganizationSwitcher>` (English). */
export const organizationSwitcherEn = {
  'switcher.triggerLabel': '{name}, switch organization',
  'switcher.noneLabel': 'No organization',
  'switcher.noneDescription': 'Use the app without an organization',
  'switcher.loading': 'Loading organizations…',
  'switcher.listLabel': 'Your organizations',
  'switcher.popoverLabel': 'Switch organization',
  'switcher.filterLabel': 'Filter organizations',
  'switcher.filterPlaceholder': 'Filter…',
  'switcher.noMatches': 'No organization matches “{query}”.',
  'switcher.empty': 'You are not a member of any organization yet.',
  'switcher.loadError': 'Your organizations could not be loaded.',
  'switcher.roleLoading': 'Loading role…',
  'switcher.switching': 'Switching to {name}…',
  'switcher.switchingNone': 'Leaving the active organization…',
  'switcher.switchError': 'Could not switch: {reason}',
  'switcher.create': 'Create organization',
  ...organizationLimitEn,
} as const
