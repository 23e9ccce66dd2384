import type { organizationProfileFieldsMessagesEn } from '../en/organization-profile-fields'
import type { TranslationOf } from '../message'

/** Words of an organization's profile fields (German). */
export const organizationProfileFieldsMessagesDe: TranslationOf<typeof organizationProfileFieldsMessagesEn> = {
  'organizationProfileFields.nameLabel': 'Name',
  'organizationProfileFields.nameRequiredError': 'Gib einen Namen ein.',
  'organizationProfileFields.nameTooLongError': 'Verwende höchstens 100 Zeichen.',
  'organizationProfileFields.nameInvalidCharactersError': 'Entferne unsichtbare oder kaputte Zeichen wie Tabulatoren.',
  'organizationProfileFields.slugLabel': 'Kurzname',
  'organizationProfileFields.slugDescription': 'Wird in Links verwendet, z. B. acme-labs.',
  'organizationProfileFields.slugRequiredError': 'Gib einen Kurznamen ein.',
  'organizationProfileFields.slugTooLongError': 'Verwende höchstens 48 Zeichen.',
  'organizationProfileFields.slugInvalidError': 'Verwende nur a-z, 0-9 und einzelne Bindestriche.',
  'organizationProfileFields.slugCheckingStatus': 'Prüfe „{slug}“…',
  'organizationProfileFields.slugAvailableStatus': '„{slug}“ ist frei.',
  'organizationProfileFields.slugTakenStatus': '„{slug}“ ist schon vergeben. Wähle einen anderen.',
  'organizationProfileFields.slugCurrentStatus': '„{slug}“ ist der aktuelle Kurzname.',
  'organizationProfileFields.slugCheckFailedStatus':
    '„{slug}“ konnte noch nicht geprüft werden; beim Speichern wird erneut geprüft.',
  'organizationProfileFields.logoLabel': 'Logo-URL (optional)',
  'organizationProfileFields.logoDescription':
    'Die https://-Adresse eines Bildes. Ohne Logo werden die Initialen gezeigt.',
  'organizationProfileFields.logoInvalidError': 'Verwende eine https://- oder http://-Adresse.',
}
