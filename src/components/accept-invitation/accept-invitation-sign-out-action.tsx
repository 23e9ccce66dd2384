import { useState } from 'react'
import { acceptInvitationMessagesEn } from '../../messages/en/accept-invitation'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { ActionButton, ActionLink } from './accept-invitation-action'
import type { ReturnUrl } from './accept-invitation-links'

/** Props of {@link SignOutAction}. */
export interface SignOutActionProps {
  /** Signs the current user out; the session is refetched once it resolves. */
  onSignOut?: (() => void | Promise<void>) | undefined
  /** The app's sign-out page, linked to when there is no `onSignOut`. */
  signOutUrl?: ReturnUrl | undefined
  /** Linked to when there is neither `onSignOut` nor `signOutUrl`. */
  signInUrl: ReturnUrl
  /** The path to come back to. */
  returnTo: string
  /** The invited address, when the page's link carries it: given to the sign-in link. */
  email?: string | undefined
  /** Reads the session again, after signing out. */
  refetchSession: () => Promise<unknown>
}

/**
 * The action of a user signed in with another address than the invited one: a sign-out button when the app
 * gives `onSignOut`, else a link to its sign-out page, else a link to sign in (as the invited address).
 */
export function SignOutAction({
  onSignOut,
  signOutUrl,
  signInUrl,
  returnTo,
  email,
  refetchSession,
}: SignOutActionProps) {
  const { t } = useLocalizedMessages(acceptInvitationMessagesEn)
  const [signingOut, setSigningOut] = useState(false)
  if (onSignOut) {
    const signOut = async () => {
      setSigningOut(true)
      try {
        await onSignOut()
        await refetchSession()
      } finally {
        setSigningOut(false)
      }
    }
    return (
      <ActionButton
        label={t(signingOut ? 'acceptInvitation.signingOutButton' : 'acceptInvitation.signOutButton')}
        onPress={signOut}
        variant="primary"
        blocked={signingOut}
      />
    )
  }
  if (signOutUrl) {
    return (
      <ActionLink url={signOutUrl} returnTo={returnTo} label={t('acceptInvitation.signOutLink')} variant="primary" />
    )
  }
  return (
    <ActionLink
      url={signInUrl}
      returnTo={returnTo}
      email={email}
      label={t('acceptInvitation.signInAsRecipientLink')}
      variant="primary"
    />
  )
}
