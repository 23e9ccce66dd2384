/** The "Create organization" label and why creating is refused at `organization_limit` (English): the create dialog shows these too. */
export const createOrganizationEn = {
  'switcher.create': 'Create organization',
  'switcher.limitReached': 'You are in {count} organizations, the most allowed. Leave one to create another.',
} as const

/** Strings of `<OrganizationSwitcher>` (English). */
export const organizationSwitcherEn = {
  'switcher.triggerLabel': '{name}, switch organization',
  'switcher.noneLabel': 'No organization',
  'switcher.noneDescription': 'Use the app without one',
  'switcher.loading': 'Loading organizations…',
  'switcher.listLabel': 'Your organizations',
  'switcher.popoverLabel': 'Switch organization',
  'switcher.filterLabel': 'Filter organizations',
  'switcher.noMatches': 'No organization matches “{query}”.',
  'switcher.empty': 'You have no organizations yet.',
  'switcher.loadError': 'Could not load your organizations.',
  'switcher.switching': 'Switching to {name}…',
  'switcher.switchingNone': 'Switching to no organization…',
  'switcher.switchError': 'Could not switch: {reason}',
  ...createOrganizationEn,
} as const
