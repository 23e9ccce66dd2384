import { acceptInvitationMessagesEn } from '../../messages/en/accept-invitation'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { ActionLink } from './accept-invitation-action'
import type { ReturnUrl } from './accept-invitation-links'

/** Props of {@link SignInLinks}. */
export interface SignInLinksProps {
  signInUrl: ReturnUrl
  /** No sign-up link when absent. */
  signUpUrl?: ReturnUrl | undefined
  /** The path to come back to. */
  returnTo: string
  /** The invited address, when the page's link carries it: for the forms to start with it. */
  email?: string | undefined
}

/** The actions of a signed-out invitee: sign in, or create an account, and come back to the page. */
export function SignInLinks({ signInUrl, signUpUrl, returnTo, email }: SignInLinksProps) {
  const { t } = useLocalizedMessages(acceptInvitationMessagesEn)
  return (
    <>
      {signUpUrl ? (
        <ActionLink url={signUpUrl} returnTo={returnTo} email={email} label={t('acceptInvitation.signUpLink')} />
      ) : null}
      <ActionLink
        url={signInUrl}
        returnTo={returnTo}
        email={email}
        label={t('acceptInvitation.signInLink')}
        variant="primary"
      />
    </>
  )
}
