import { useId, useRef } from 'react'
import type { Invitation } from '../../core/domain'
import { isInvitationOpen } from '../../core/invitation-state'
import { isOrgKitError } from '../../core/org-kit-error'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useUserInvitations } from '../../hooks/use-user-invitations'
import { organizationSwitcherPopoverMessagesEn } from '../../messages/en/organization-switcher-popover'
import { TableContent } from '../ui/table-states'
import type { OrganizationSwitcherProps } from './organization-switcher'
import { SwitcherInvitationItem } from './switcher-invitation-item'
import { useSwitcherInvitationAnswers } from './use-switcher-invitation-answers'

/** Props of {@link SwitcherInvitations}. */
export interface SwitcherInvitationsProps {
  /** The switcher's own props: `onSwitched` and `afterSwitchUrl` follow an accepted invitation too. */
  switcher: OrganizationSwitcherProps
  /** The signed-in user. */
  userId: string
  /** The active organization's id, `null` for none. */
  activeId: string | null
  /** Closes the popover and gives the focus back to the trigger. */
  close: () => void
}

/**
 * The user's pending invitations, apart from the organizations: a labelled group after the listbox, each
 * invitation with Accept and Decline. Its own loading and error states stay inside it, so the organizations
 * never wait for it. Nothing when there is no invitation, nor when the server lists invitations only to a
 * verified e-mail address (the user's invitations page says how to verify it).
 */
export function SwitcherInvitations({ switcher, userId, activeId, close }: SwitcherInvitationsProps) {
  const { t } = useLocalizedMessages(organizationSwitcherPopoverMessagesEn)
  const labelId = useId()
  const groupRef = useRef<HTMLDivElement>(null)
  const query = useUserInvitations()
  const invitations = query.data?.filter((invitation) => isInvitationOpen(invitation))
  const writes = useSwitcherInvitationAnswers({
    switcher,
    userId,
    activeId,
    close,
    groupRef,
    shownIds: invitations?.map((invitation) => invitation.id) ?? [],
  })
  const unverified = isOrgKitError(query.error) && query.error.code === 'EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION'
  if (unverified || (invitations?.length === 0 && !query.error)) return null
  const organizationNameOf = (invitation: Invitation) =>
    invitation.organizationName ?? t('organizationSwitcher.unknownOrganizationName')

  return (
    <div ref={groupRef} role="group" aria-labelledby={labelId} data-slot="orgkit-organization-switcher-invitations">
      <p id={labelId} data-slot="orgkit-organization-switcher-invitations-label">
        {t('organizationSwitcher.invitationsGroupLabel')}
      </p>
      <TableContent error={query.error} onRetry={() => void query.refetch()} stale={!!invitations}>
        {invitations ? (
          <ul data-slot="orgkit-organization-switcher-invitations-list">
            {invitations.map((invitation) => {
              const organizationName = organizationNameOf(invitation)
              return (
                <SwitcherInvitationItem
                  key={invitation.id}
                  invitation={invitation}
                  organizationName={organizationName}
                  pending={writes.isPending(invitation.id)}
                  onAnswer={(answer) => void writes.start({ answer, invitation, organizationName })}
                />
              )
            })}
          </ul>
        ) : (
          <p role="status" data-slot="orgkit-organization-switcher-status">
            {t('organizationSwitcher.invitationsLoadingStatus')}
          </p>
        )}
      </TableContent>
    </div>
  )
}
