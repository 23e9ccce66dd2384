import type { MessageDictionary } from '../message'

/**
 * Words of an organization's profile fields (English): name, slug with its availability and logo, which the create dialog and the settings share, with the errors of their validation.
 */
export const organizationProfileFieldsMessagesEn = {
  'organizationProfileFields.nameLabel': 'Name',
  'organizationProfileFields.nameRequiredError': 'Enter a name.',
  'organizationProfileFields.nameTooLongError': 'Use at most 100 characters.',
  'organizationProfileFields.nameInvalidCharactersError': 'Remove invisible or broken characters, such as tabs.',
  'organizationProfileFields.slugLabel': 'Slug',
  'organizationProfileFields.slugDescription': 'Used in links, e.g. acme-labs.',
  'organizationProfileFields.slugRequiredError': 'Enter a slug.',
  'organizationProfileFields.slugTooLongError': 'Use at most 48 characters.',
  'organizationProfileFields.slugInvalidError': 'Use a-z, 0-9 and single hyphens.',
  'organizationProfileFields.slugCheckingStatus': 'Checking “{slug}”…',
  'organizationProfileFields.slugAvailableStatus': '“{slug}” is available.',
  'organizationProfileFields.slugTakenStatus': '“{slug}” is already taken. Choose another one.',
  'organizationProfileFields.slugCurrentStatus': '“{slug}” is the current slug.',
  'organizationProfileFields.slugCheckFailedStatus': 'Could not check “{slug}” yet; it is checked again when you save.',
  'organizationProfileFields.logoLabel': 'Logo URL (optional)',
  'organizationProfileFields.logoDescription': 'The https:// address of an image. Without one, the initials are shown.',
  'organizationProfileFields.logoInvalidError': 'Use an https:// or http:// address.',
} as const satisfies MessageDictionary
