import { useEffect, useRef, useState } from 'react'
import type { Invitation } from '../../core/domain'
import { canCancelInvitation, canInviteWithRole } from '../../core/role-rules'
import type { RuleResult } from '../../core/role-rules'
import { trimRoleNames } from '../../core/roles'
import { errorCodeMessageKey } from '../../messages/message-formatter'
import { organizationInvitationsMessagesEn } from '../../messages/en/organization-invitations'
import { useOrgKitContext } from '../../query/use-org-kit-context'
import { useAnnounce } from '../announcer/use-announce'
import { useForbiddenActions } from '../can/forbidden-actions-context'
import { ActionsMenu } from '../ui/actions-menu'
import type { ActionsMenuItem } from '../ui/actions-menu'
import { CopyByHandField } from '../ui/copy-link'
import { invitationLink } from '../ui/invitation-link'
import type { InvitationLinkOptions } from '../ui/invitation-link'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import type { RowWrites } from '../ui/table-row-writes'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { ViewerRoles } from '../ui/use-viewer-roles'
import type { InvitationRow } from './invitation-rows'
import type { InvitationWrite } from './use-invitation-writes'

/** Props of {@link InvitationRowActions}. */
export interface InvitationRowActionsProps {
  row: InvitationRow
  viewer: ViewerRoles
  writes: RowWrites<InvitationWrite>
  /** How to link to an invitation, for "Copy link". */
  links: InvitationLinkOptions
  /** Asks to confirm cancelling this invitation (the table's dialog). */
  onCancelRequest: (invitation: Invitation) => void
}

/**
 * A row's actions behind one menu button: an open invitation's link to copy and resend it (with invitation
 * e-mails off: renew its link); invite again once it expired, was declined or canceled (not once accepted);
 * cancel an open or expired one, after a confirmation. By default only those the viewer may take; with
 * `forbiddenActions="explain"` a refused resend, invite again or cancel stays, disabled, with the reason the
 * server would give. When the browser refuses the clipboard, a dialog shows the link to copy by hand.
 * Results and failures are announced.
 */
export function InvitationRowActions({ row, viewer, writes, links, onCancelRequest }: InvitationRowActionsProps) {
  const { t } = useLocalizedMessages(organizationInvitationsMessagesEn)
  const emailsOn = useOrgKitContext().config.send_invitation_email
  const announce = useAnnounce()
  const [copyRefused, setCopyRefused] = useState(false)
  const actionsRef = useRef<HTMLDivElement>(null)
  // The copy-by-hand dialog opened with the focus on its field, so closing it would give the focus back to
  // that field, gone by then: the menu button takes it (this effect runs after the dialog's clean-up).
  const copyDialogWasOpen = useRef(false)
  useEffect(() => {
    if (copyDialogWasOpen.current && !copyRefused) {
      actionsRef.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus()
    }
    copyDialogWasOpen.current = copyRefused
  }, [copyRefused])
  const { invitation, status } = row
  const { id, email } = invitation
  const isOpen = status === 'pending'
  const link = invitationLink(id, links)
  const explain = useForbiddenActions() === 'explain'
  const resendRule = canInviteWithRole({
    actorRoles: viewer.roles,
    // The names a resend sends: trimmed, as the kit writes every role.
    role: trimRoleNames(invitation.role),
    creatorRole: viewer.creatorRole,
    accessControl: viewer.accessControl,
  })
  const cancelRule = canCancelInvitation({ actorRoles: viewer.roles, accessControl: viewer.accessControl })
  // Offered when allowed; when refused, only to explain, with the server's sentence for the refusal.
  const offered = (rule: RuleResult) => rule.allowed || explain
  const reasonOf = (rule: RuleResult) => (rule.allowed ? undefined : t(errorCodeMessageKey(rule.reason)))
  // `start` sends nothing while a write on the row is in flight.
  const write = (kind: InvitationWrite['kind']) => void writes.start({ kind, invitation })
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopyRefused(false)
      announce({ tone: 'success', message: t('organizationInvitations.linkCopiedAnnouncement', { email }) })
    } catch {
      setCopyRefused(true)
    }
  }

  const items: ActionsMenuItem[] = []
  if (isOpen) {
    items.push({
      id: 'copy-link',
      label: t('organizationInvitations.copyLinkMenuItem'),
      onSelect: () => void copyLink(),
    })
  }
  const disabledReason = reasonOf(resendRule)
  if (isOpen && offered(resendRule)) {
    const label = emailsOn
      ? t('organizationInvitations.resendMenuItem')
      : t('organizationInvitations.renewLinkMenuItem')
    items.push({ id: 'resend', label, disabledReason, onSelect: () => write('resend') })
  }
  if (!isOpen && status !== 'accepted' && offered(resendRule)) {
    const label = t('organizationInvitations.inviteAgainMenuItem')
    items.push({ id: 'invite-again', label, disabledReason, onSelect: () => write('invite-again') })
  }
  if (offered(cancelRule) && (isOpen || status === 'expired')) {
    const label = t('organizationInvitations.cancelMenuItem')
    items.push({
      id: 'cancel',
      label,
      tone: 'danger',
      disabledReason: reasonOf(cancelRule),
      onSelect: () => onCancelRequest(invitation),
    })
  }

  const closeCopyByHand = () => setCopyRefused(false)
  return (
    <div ref={actionsRef} data-slot="orgkit-invitations-actions">
      <ActionsMenu label={t('organizationInvitations.actionsMenuLabel', { email })} items={items} />
      {/* The browser refused the clipboard: the link, selected in a field, to copy by hand. */}
      <Dialog
        open={copyRefused}
        onOpenChange={closeCopyByHand}
        title={t('organizationInvitations.copyLinkDialogTitle', { email })}
      >
        <CopyByHandField label={t('organizationInvitations.copyLinkByHandLabel')} link={link} />
        <div data-slot="orgkit-dialog-footer">
          <Button onClick={closeCopyByHand}>{t('organizationInvitations.copyLinkDialogCloseButton')}</Button>
        </div>
      </Dialog>
    </div>
  )
}
