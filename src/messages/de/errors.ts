import type { TranslationOf } from '../message'
import type { errorMessagesEn } from '../en/errors'

/** Every error code as a sentence (German). */
export const errorMessagesDe: TranslationOf<typeof errorMessagesEn> = {
  'error.teamsAndCustomRolesUnavailable': 'Teams und eigene Rollen sind in dieser App nicht verfügbar.',
  'error.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION': 'Du darfst keine Organisationen erstellen.',
  'error.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS':
    'Du bist schon in so vielen Organisationen wie erlaubt. Verlasse eine, um eine neue zu erstellen oder einer beizutreten.',
  'error.ORGANIZATION_ALREADY_EXISTS': 'Dieser Kurzname ist schon vergeben. Wähle einen anderen.',
  'error.ORGANIZATION_SLUG_ALREADY_TAKEN': 'Dieser Kurzname ist schon vergeben. Wähle einen anderen.',
  'error.ORGANIZATION_NOT_FOUND': 'Diese Organisation gibt es nicht mehr.',
  'error.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION': 'Du bist kein Mitglied dieser Organisation.',
  'error.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION': 'Nur Inhaber und Admins können diese Organisation ändern.',
  'error.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION': 'Nur ein Inhaber kann diese Organisation löschen.',
  'error.NO_ACTIVE_ORGANIZATION': 'Wähle zuerst eine Organisation.',
  'error.USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION': 'Diese Person ist bereits Mitglied.',
  'error.MEMBER_NOT_FOUND': 'Dieses Mitglied ist nicht mehr in der Organisation.',
  'error.ROLE_NOT_FOUND': 'Diese Rolle gibt es nicht mehr. Wähle eine andere.',
  'error.YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER':
    'Die Organisation braucht einen Inhaber. Mache zuerst jemand anderen zum Inhaber.',
  'error.YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER':
    'Die Organisation braucht einen Inhaber. Mache jemand anderen zum Inhaber, bevor du deine Rolle änderst.',
  'error.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER': 'Du darfst dieses Mitglied nicht entfernen.',
  'error.YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION': 'Nur Inhaber und Admins können Personen einladen.',
  'error.USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION': 'Diese Person hat schon eine offene Einladung.',
  'error.INVITATION_NOT_FOUND':
    'Diese Einladung gibt es nicht, sie ist abgelaufen oder wurde schon verwendet oder zurückgezogen.',
  'error.YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION': 'Diese Einladung ging an eine andere E-Mail-Adresse.',
  'error.EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION':
    'Bestätige deine E-Mail-Adresse, bevor du auf diese Einladung antwortest.',
  'error.EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION': 'Bestätige deine E-Mail-Adresse, um deine Einladungen zu sehen.',
  'error.YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION': 'Nur Inhaber und Admins können Einladungen zurückziehen.',
  'error.INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION':
    'Die Person, die dich eingeladen hat, ist nicht mehr in der Organisation; die Einladung gilt nicht mehr.',
  'error.YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE': 'Du darfst niemanden mit dieser Rolle einladen.',
  'error.FAILED_TO_RETRIEVE_INVITATION': 'Die Einladung konnte nicht geladen werden. Versuche es erneut.',
  'error.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER': 'Du darfst die Rolle dieses Mitglieds nicht ändern.',
  'error.ORGANIZATION_MEMBERSHIP_LIMIT_REACHED':
    'Diese Organisation ist voll. Die Einladung bleibt offen, bis wieder Platz ist.',
  'error.INVITATION_LIMIT_REACHED':
    'Diese Organisation hat so viele offene Einladungen wie erlaubt. Ziehe einige zurück, um weitere einzuladen.',
  'error.YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION': 'Du darfst auf diese Organisation nicht zugreifen.',
  'error.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION': 'Du bist kein Mitglied dieser Organisation.',
  'error.ORGANIZATION_DELETION_DISABLED': 'Das Löschen von Organisationen ist in dieser App abgeschaltet.',
  'error.YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS': 'Nur Inhaber und Admins sehen die Einladungen dieser Organisation.',
  'error.INVALID_EMAIL': 'Gib eine gültige E-Mail-Adresse ein.',
  'error.PLUGIN_DISABLED': 'Organisationen sind für dieses Projekt abgeschaltet.',
  'error.UNAUTHORIZED': 'Du bist abgemeldet. Melde dich an und versuche es erneut.',
  'error.VALIDATION_ERROR': 'Einige Angaben sind ungültig. Prüfe die markierten Felder.',
  'error.NETWORK_ERROR': 'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
  'error.RATE_LIMITED': 'Zu viele Anfragen. Warte kurz und versuche es erneut.',
  'error.SERVER_ERROR': 'Auf dem Server ist etwas schiefgelaufen. Versuche es erneut.',
  'error.UNKNOWN': 'Etwas ist schiefgelaufen. Versuche es erneut.',
}
