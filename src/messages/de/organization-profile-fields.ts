import type { organizationProfileFieldsMessagesEn } from '../en/organization-profile-fields'
import type { TranslationOf } from '../message'

/** Words of an organization's profile fields (German). */
export const organizationProfileFieldsMessagesDe: TranslationOf<typeof organizationProfileFieldsMessagesEn> = {
  'organizationProfileFields.nameLabel': 'Name',
  'organizationProfileFields.nameRequiredError': 'Gib einen Namen ein.',
  'organizationProfileFields.nameTooLongError': 'Höchstens 100 Zeichen.',
  'organizationProfileFields.slugLabel': 'Kurzname',
  'organizationProfileFields.slugDescription': 'Wird in Links verwendet, z. B. acme-labs.',
  'organizationProfileFields.slugRequiredError': 'Gib einen Kurznamen ein.',
  'organizationProfileFields.slugTooLongError': 'Höchstens 48 Zeichen.',
  'organizationProfileFields.slugInvalidError': 'Nur a-z, 0-9 und einzelne Bindestriche.',
  'organizationProfileFields.slugCheckingStatus': 'Prüfe „{slug}“…',
  'organizationProfileFields.slugAvailableStatus': '„{slug}“ ist frei.',
  'organizationProfileFields.slugTakenStatus': '„{slug}“ ist bereits vergeben.',
  'organizationProfileFields.slugCurrentStatus': '„{slug}“ ist der aktuelle Kurzname.',
  'organizationProfileFields.slugCheckFailedStatus':
    '„{slug}“ konnte nicht geprüft werden; beim Speichern wird erneut geprüft.',
  'organizationProfileFields.logoLabel': 'Logo-URL',
  'organizationProfileFields.logoDescription': 'Optional: die https://-Adresse eines Bildes.',
  'organizationProfileFields.logoInvalidError': 'Verwende eine https://- oder http://-Adresse.',
  'organizationProfileFields.metadataLegend': 'Metadaten',
  'organizationProfileFields.metadataDescription':
    'Optionale Schlüssel/Wert-Paare für deine App, als Text gespeichert.',
  'organizationProfileFields.metadataKeyLabel': 'Schlüssel {index}',
  'organizationProfileFields.metadataKeyPlaceholder': 'Schlüssel {index}',
  'organizationProfileFields.metadataValueLabel': 'Wert {index}',
  'organizationProfileFields.metadataValuePlaceholder': 'Wert {index}',
  'organizationProfileFields.metadataRemoveButtonLabel': 'Feld {index} entfernen',
  'organizationProfileFields.metadataAddButton': 'Feld hinzufügen',
  'organizationProfileFields.metadataEmptyMessage': 'Keine Metadaten.',
  'organizationProfileFields.metadataKeyRequiredError': 'Gib einen Schlüssel für diesen Wert ein.',
  'organizationProfileFields.metadataKeyDuplicateError': 'Dieser Schlüssel kommt doppelt vor.',
}
