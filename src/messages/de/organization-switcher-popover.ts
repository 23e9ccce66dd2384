import type { organizationSwitcherPopoverMessagesEn } from '../en/organization-switcher-popover'
import type { TranslationOf } from '../message'

/** Words of `<OrganizationSwitcher>`'s open popover (German). */
export const organizationSwitcherPopoverMessagesDe: TranslationOf<typeof organizationSwitcherPopoverMessagesEn> = {
  'organizationSwitcher.popoverLabel': 'Organisation wechseln',
  'organizationSwitcher.filterLabel': 'Organisationen filtern',
  'organizationSwitcher.filterPlaceholder': 'Organisationen filtern',
  'organizationSwitcher.listLabel': 'Deine Organisationen',
  'organizationSwitcher.noOrganizationOption': 'Keine Organisation',
  'organizationSwitcher.roleLoadingLabel': 'Wird geladen…',
  'organizationSwitcher.switchingStatus': 'Wechsel zu „{name}“…',
  'organizationSwitcher.switchFailedMessage': 'Wechsel fehlgeschlagen: {reason}',
  'organizationSwitcher.noMatchMessage': 'Keine Organisation passt zu „{query}“.',
  'organizationSwitcher.noOrganizationsMessage': 'Du hast noch keine Organisationen.',
  'organizationSwitcher.recentGroupLabel': 'Zuletzt verwendet',
  'organizationSwitcher.allGroupLabel': 'Alle Organisationen',
  'organizationSwitcher.memberCountLabel': { one: '{count} Mitglied', other: '{count} Mitglieder' },
  'organizationSwitcher.roleAndMemberCount': '{roles} · {members}',
  'organizationSwitcher.loadingMoreStatus': 'Weitere Organisationen werden geladen…',
  'organizationSwitcher.listCappedNote':
    'Nur deine ersten {count} Organisationen werden angezeigt: Der Server listet nicht mehr. Frag deine Administration, falls eine fehlt.',
  'organizationSwitcher.invitationsGroupLabel': 'Einladungen',
  'organizationSwitcher.invitationsLoadingStatus': 'Einladungen werden geladen…',
  'organizationSwitcher.unknownOrganizationName': 'Eine Organisation',
  'organizationSwitcher.invitationRoleLabel': 'Eingeladen als {roles}',
  'organizationSwitcher.acceptInvitationButton': 'Annehmen',
  'organizationSwitcher.declineInvitationButton': 'Ablehnen',
  'organizationSwitcher.acceptInvitationAccessibleName': 'Einladung zu {organization} annehmen',
  'organizationSwitcher.declineInvitationAccessibleName': 'Einladung zu {organization} ablehnen',
  'organizationSwitcher.invitationAcceptedAnnouncement':
    'Du bist {organization} beigetreten. Das ist jetzt deine aktive Organisation.',
  'organizationSwitcher.invitationDeclinedAnnouncement': 'Einladung zu {organization} abgelehnt.',
  'organizationSwitcher.acceptInvitationFailedAnnouncement':
    'Die Einladung zu {organization} konnte nicht angenommen werden. {reason}',
  'organizationSwitcher.declineInvitationFailedAnnouncement':
    'Die Einladung zu {organization} konnte nicht abgelehnt werden. {reason}',
}
