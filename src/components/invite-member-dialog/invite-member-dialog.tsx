import { roleNames } from '../../core/access-control'
import type { Invitation } from '../../core/domain'
import { canInviteWithRole } from '../../core/role-rules'
import { useMessages } from '../../hooks/use-messages'
import { useOrgKit } from '../../query/use-org-kit'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import { useControllableState } from '../ui/use-controllable-state'
import { useViewerRoles } from '../ui/use-viewer-roles'
import { InviteMemberForm } from './invite-member-form'
import type { InviteMemberValues } from './invite-member-schema'

/** Props of {@link InviteMemberDialog}. */
export interface InviteMemberDialogProps {
  /** The organization to invite to; the active one when absent. */
  organizationId?: string | undefined
  /** Whether the dialog is open (controlled). */
  open?: boolean | undefined
  /** Whether the dialog starts open (uncontrolled). @default false */
  defaultOpen?: boolean | undefined
  /** Called when the dialog opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined
  /** Called after a batch with the invitations that were sent (the dialog stays open on the results). */
  onInvited?: ((invitations: Invitation[]) => void) | undefined
  /** Values the form starts with each time it opens. `emails` may hold several addresses. */
  defaultValues?: Partial<InviteMemberValues> | undefined
  /** Render no trigger button: open it with `open`/`onOpenChange` from your own control. @default false */
  hideTrigger?: boolean | undefined
  /**
   * The accept link of an invitation, offered to copy when invitation e-mails are off
   * (`send_invitation_email: false`).
   * @default `<origin><invitationBasePath>?invitationId=<id>`
   */
  acceptInvitationUrl?: AcceptInvitationUrl | undefined
  /** Path of the app's accept-invitation route, for the default link. @default '/auth/accept-invitation' */
  invitationBasePath?: string | undefined
  /** Class of the dialog element, merged last. */
  className?: string | undefined
}

/**
 * An "Invite members" button and its dialog: one or many e-mails (pasted with commas, spaces or new lines;
 * deduplicated, each validated) and a role the viewer may invite with (the defaults and the provider's
 * `accessControl` roles, each with its label and description). Each address gets its own result
 * (sent, already a member, already invited with resend, invalid, failed with retry); a full organization
 * is warned about; when invitation e-mails are off, each sent invitation offers its link to copy. The
 * button is absent for viewers who may not invite, and while their role loads.
 *
 * @example
 * <InviteMemberDialog onInvited={(invitations) => toast(`${invitations.length} sent`)} />
 */
export function InviteMemberDialog(props: InviteMemberDialogProps) {
  return (
    <>
      <InviteMemberDialogRoot {...props} />
    </>
  )
}

function InviteMemberDialogRoot(props: InviteMemberDialogProps) {
  const { t } = useMessages()
  const offerLinks = !useOrgKit().config.send_invitation_email
  const viewer = useViewerRoles(props.organizationId)
  const [open, setOpen] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  })
  const { roles: actorRoles, creatorRole, accessControl } = viewer
  const roles = roleNames(accessControl).filter(
    (role) => canInviteWithRole({ actorRoles, role, creatorRole, accessControl }).allowed,
  )
  const canInvite = viewer.status === 'ready' && roles.length > 0
  const close = () => setOpen(false)
  return (
    <>
      {props.hideTrigger || !canInvite ? null : (
        <span data-slot="orgkit-invite-member-trigger">
          <Button variant="primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t('invite.trigger')}
          </Button>
        </span>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('invite.trigger')}
        description={offerLinks && t('invite.noEmail')}
        slot="orgkit-invite-member-dialog"
        className={props.className}
      >
        {canInvite ? (
          <InviteMemberForm {...props} roles={roles} offerLinks={offerLinks} onClose={close} />
        ) : (
          <>
            {viewer.status === 'loading' ? (
              <p role="status">{t('common.loading')}</p>
            ) : (
              <Alert tone="warning">{t('error.YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION')}</Alert>
            )}
            <div data-slot="orgkit-dialog-footer">
              <Button onClick={close}>{t('common.close')}</Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  )
}
