import type { activeOrganizationGateMessagesEn } from '../en/active-organization-gate'
import type { TranslationOf } from '../message'

/** The words of `<ActiveOrganizationGate>` (German). */
export const activeOrganizationGateMessagesDe: TranslationOf<typeof activeOrganizationGateMessagesEn> = {
  'activeOrganizationGate.loadingStatus': 'Deine Organisation wird geöffnet…',
  'activeOrganizationGate.chooseTitle': 'Wähle eine Organisation',
  'activeOrganizationGate.chooseDescription':
    'Wähle die Organisation, die du öffnen möchtest. Du kannst jederzeit wechseln.',
  'activeOrganizationGate.organizationListLabel': 'Deine Organisationen',
  'activeOrganizationGate.openButtonAccessibleName': '{organization} öffnen',
  'activeOrganizationGate.openedAnnouncement': '{organization} ist geöffnet.',
  'activeOrganizationGate.openFailedAnnouncement': '{organization} konnte nicht geöffnet werden: {reason}',
  'activeOrganizationGate.noOrganizationTitle': 'Erstelle eine Organisation oder tritt einer bei',
  'activeOrganizationGate.noOrganizationDescription':
    'Du bist noch in keiner Organisation. Erstelle deine eigene oder nimm eine Einladung an, die du bekommen hast.',
}
