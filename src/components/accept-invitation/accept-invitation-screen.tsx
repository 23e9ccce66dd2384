import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { acceptInvitationMessagesEn } from '../../messages/en/accept-invitation'
import type { MessageValues } from '../../messages/message'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { AcceptInvitationCase } from './accept-invitation-case'

/** A key of the accept page's own messages. */
type AcceptInvitationMessageKey = keyof typeof acceptInvitationMessagesEn

/** Every screen the page shows: the cases of a well-formed link ({@link AcceptInvitationCase}), and a malformed link. */
export type AcceptInvitationScreen = AcceptInvitationCase | 'invalid'

/** The words of one screen: its title, and its description (`null`: the error's own sentence). */
interface ScreenMessageKeys {
  title: AcceptInvitationMessageKey
  description: AcceptInvitationMessageKey | null
}

/** The title and description of each screen. */
const SCREEN_MESSAGE_KEYS = {
  loading: { title: 'acceptInvitation.loadingTitle', description: 'acceptInvitation.loadingDescription' },
  invalid: { title: 'acceptInvitation.invalidLinkTitle', description: 'acceptInvitation.invalidLinkDescription' },
  signin: { title: 'acceptInvitation.signedOutTitle', description: 'acceptInvitation.signedOutDescription' },
  invited: { title: 'acceptInvitation.openInvitationTitle', description: 'acceptInvitation.previewDescription' },
  mismatch: {
    title: 'acceptInvitation.otherRecipientTitle',
    description: 'acceptInvitation.otherRecipientDescription',
  },
  unverified: {
    title: 'acceptInvitation.emailNotVerifiedTitle',
    description: 'acceptInvitation.emailNotVerifiedDescription',
  },
  unavailable: { title: 'acceptInvitation.unavailableTitle', description: 'acceptInvitation.unavailableDescription' },
  expired: { title: 'acceptInvitation.expiredTitle', description: 'acceptInvitation.expiredDescription' },
  canceled: { title: 'acceptInvitation.canceledTitle', description: 'acceptInvitation.canceledDescription' },
  used: { title: 'acceptInvitation.alreadyUsedTitle', description: 'acceptInvitation.alreadyUsedDescription' },
  member: { title: 'acceptInvitation.alreadyMemberTitle', description: 'acceptInvitation.alreadyMemberDescription' },
  full: {
    title: 'acceptInvitation.organizationFullTitle',
    description: 'acceptInvitation.organizationFullDescription',
  },
  disabled: {
    title: 'acceptInvitation.organizationsDisabledTitle',
    description: 'acceptInvitation.organizationsDisabledDescription',
  },
  error: { title: 'acceptInvitation.errorTitle', description: null },
  open: { title: 'acceptInvitation.openInvitationTitle', description: 'acceptInvitation.openInvitationDescription' },
  accepted: { title: 'acceptInvitation.acceptedTitle', description: 'acceptInvitation.acceptedDescription' },
  rejected: { title: 'acceptInvitation.declinedTitle', description: 'acceptInvitation.declinedDescription' },
} as const satisfies Record<AcceptInvitationScreen, ScreenMessageKeys>

/** Screens whose description is announced politely as it appears (`role="status"`). */
const ANNOUNCED_SCREENS: ReadonlySet<AcceptInvitationScreen> = new Set(['loading', 'accepted', 'rejected'])

/** Props of {@link AcceptInvitationScreen}. */
export interface AcceptInvitationScreenProps {
  /** Which screen: picks the title and description, and is the section's `data-status`. */
  screen: AcceptInvitationScreen
  /** The placeholders of the title and description (`{email}`, `{organization}`, `{roles}`, `{date}`, `{count}`). */
  values?: MessageValues | undefined
  /** What the `error` screen's description says. */
  error?: unknown
  /** Said instead of the screen's own description (the preview's sentence, which names the inviter). */
  description?: string | undefined
  /** Shown before the heading: the organization's logo or avatar. */
  logo?: ReactNode
  /** More of the body, after the description. */
  children?: ReactNode
  /** The screen's buttons and links; no actions row without them. */
  actions?: ReactNode
  className?: string | undefined
}

/**
 * One screen of the accept page: a section titled by its heading, the description, then the actions. Its
 * `data-status` is the case, which the stylesheet's tone follows.
 */
export function AcceptInvitationScreen({
  screen,
  values,
  error,
  description: shownDescription,
  logo,
  children,
  actions,
  className,
}: AcceptInvitationScreenProps) {
  const { t, errorMessage } = useLocalizedMessages(acceptInvitationMessagesEn)
  const titleId = useId()
  const heading = useFocusOnScreenChange(screen)
  const { title, description } = SCREEN_MESSAGE_KEYS[screen]
  return (
    <section data-slot="orgkit-accept-invitation" data-status={screen} className={className} aria-labelledby={titleId}>
      <div data-slot="orgkit-accept-invitation-header">
        {logo}
        <h2 id={titleId} ref={heading} tabIndex={-1} data-slot="orgkit-accept-invitation-title">
          {t(title, values)}
        </h2>
      </div>
      <div data-slot="orgkit-accept-invitation-body">
        <p role={ANNOUNCED_SCREENS.has(screen) ? 'status' : undefined}>
          {shownDescription ?? (description === null ? errorMessage(error) : t(description, values))}
        </p>
        {children}
      </div>
      {actions ? <div data-slot="orgkit-accept-invitation-actions">{actions}</div> : null}
    </section>
  )
}

/**
 * Moves the focus to the heading when the screen changes, so that the change is announced. Only after a
 * change the user caused (accepted, declined, signed out): never on the first answer, never to or from the
 * loading screen.
 */
function useFocusOnScreenChange(screen: AcceptInvitationScreen) {
  const heading = useRef<HTMLHeadingElement>(null)
  const previousScreen = useRef(screen)
  useEffect(() => {
    const before = previousScreen.current
    previousScreen.current = screen
    if (before !== 'loading' && screen !== 'loading' && before !== screen) heading.current?.focus()
  }, [screen])
  return heading
}
