import { useQueryClient } from '@tanstack/react-query'
import type { RefObject } from 'react'
import type { Invitation } from '../../core/domain'
import { useAcceptInvitation } from '../../hooks/use-accept-invitation'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useRejectInvitation } from '../../hooks/use-reject-invitation'
import { organizationSwitcherPopoverMessagesEn } from '../../messages/en/organization-switcher-popover'
import { useOrgKit } from '../../query/use-org-kit'
import { useAnnounce } from '../announcer/use-announce'
import { useRowWrites } from '../ui/table-row-writes'
import type { RowWrites } from '../ui/table-row-writes'
import { useRedirect } from '../ui/use-redirect'
import type { OrganizationSwitcherProps } from './organization-switcher'
import type { SwitcherInvitationAnswer } from './switcher-invitation-item'
import { useFocusAfterInvitationLeaves } from './use-focus-after-invitation-leaves'
import { switchEventOf } from './use-switch-organization'

/** One answer to one invitation, a write on its row. */
export interface SwitcherInvitationWrite {
  answer: SwitcherInvitationAnswer
  invitation: Invitation
  /** The organization's name as the row shows it, for the announcements. */
  organizationName: string
}

/** Options of {@link useSwitcherInvitationAnswers}. */
export interface SwitcherInvitationAnswersOptions {
  /** The switcher's own props: `onSwitched` and `afterSwitchUrl` follow an accepted invitation too. */
  switcher: OrganizationSwitcherProps
  /** The signed-in user. */
  userId: string
  /** The active organization before the answer, `null` for none. */
  activeId: string | null
  /** Closes the popover and gives the focus back to the trigger. */
  close: () => void
  /** The invitations group. */
  groupRef: RefObject<HTMLElement | null>
  /** The ids of the invitations shown, in order. */
  shownIds: readonly string[]
}

/** What is said once an answer went through, and when it failed. */
const ANSWER_MESSAGE_KEY = {
  accept: {
    done: 'organizationSwitcher.invitationAcceptedAnnouncement',
    failed: 'organizationSwitcher.acceptInvitationFailedAnnouncement',
  },
  reject: {
    done: 'organizationSwitcher.invitationDeclinedAnnouncement',
    failed: 'organizationSwitcher.declineInvitationFailedAnnouncement',
  },
} as const satisfies Record<
  SwitcherInvitationAnswer,
  Record<'done' | 'failed', keyof typeof organizationSwitcherPopoverMessagesEn>
>

/**
 * Accepting or declining an invitation from the switcher, one answer per invitation at a time (a second
 * press while one runs does nothing). Accepting makes its organization active, as the server does: the
 * popover then closes with the focus on the trigger, the switcher's `onSwitched` hears of it
 * (`cause: 'acceptInvitation'`) and `afterSwitchUrl` is followed. Declining leaves the popover open, the
 * focus on the next invitation. Either way the result is said through the announcer, a failure at once with
 * the server's reason (the row stays, to try again).
 */
export function useSwitcherInvitationAnswers(
  options: SwitcherInvitationAnswersOptions,
): RowWrites<SwitcherInvitationWrite> {
  const { switcher, userId, activeId, close, groupRef, shownIds } = options
  const { t, errorMessage } = useLocalizedMessages(organizationSwitcherPopoverMessagesEn)
  const announce = useAnnounce()
  const accept = useAcceptInvitation()
  const reject = useRejectInvitation()
  const queryClient = useQueryClient()
  const { queries } = useOrgKit()
  const redirect = useRedirect()
  const focus = useFocusAfterInvitationLeaves({ groupRef, shownIds })

  const acceptAndSwitch = async (invitation: Invitation) => {
    const { member } = await accept.mutateAsync({ invitationId: invitation.id })
    close()
    const move = { userId, from: activeId, to: member.organizationId, cause: 'acceptInvitation' as const }
    void switcher.onSwitched?.(switchEventOf({ queryClient, queries, move }))
    redirect(switcher.afterSwitchUrl, { id: member.organizationId, slug: invitation.organizationSlug })
  }

  const run = async ({ answer, invitation, organizationName: organization }: SwitcherInvitationWrite) => {
    focus.remember(invitation.id)
    try {
      if (answer === 'accept') await acceptAndSwitch(invitation)
      else await reject.mutateAsync({ invitationId: invitation.id })
    } catch (error) {
      focus.forget(invitation.id)
      announce({
        tone: 'error',
        message: t(ANSWER_MESSAGE_KEY[answer].failed, { organization, reason: errorMessage(error) }),
      })
      throw error
    }
    announce({ tone: 'success', message: t(ANSWER_MESSAGE_KEY[answer].done, { organization }) })
  }
  return useRowWrites({ rowId: (write) => write.invitation.id, run })
}
