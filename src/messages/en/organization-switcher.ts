/** The "Create organization" label and why creating is refused at `organization_limit` (English): the create dialog shows these too. */
export const createOrganizationEn = {
  'switcher.create': 'Create organization',
  'switcher.limit': 'You are in {count} organizations, the limit. Leave one to create another.',
} as const

/** Strings of `<OrganizationSwitcher>` (English). */
export const organizationSwitcherEn = {
  'switcher.trigger': '{name}, switch organization',
  'switcher.none': 'No organization',
  'switcher.loading': 'Loading organizations…',
  'switcher.list': 'Your organizations',
  'switcher.popover': 'Switch organization',
  'switcher.filter': 'Filter organizations',
  'switcher.noMatch': 'No organization matches “{query}”.',
  'switcher.empty': 'You have no organizations yet.',
  'switcher.pending': 'Switching to “{name}”…',
  'switcher.failed': 'Could not switch: {reason}',
  ...createOrganizationEn,
} as const
