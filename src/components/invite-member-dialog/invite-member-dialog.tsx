import { useId } from 'react'
import type { Invitation } from '../../core/domain'
import { inviteMemberDialogMessagesEn } from '../../messages/en/invite-member-dialog'
import { useOrgKitContext } from '../../query/use-org-kit-context'
import { useForbiddenActions } from '../can/forbidden-actions-context'
import type { ForbiddenActions } from '../can/forbidden-actions-context'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import type { AcceptInvitationUrl } from '../ui/invitation-link'
import { lazyPart } from '../ui/lazy-part'
import { useControllableState } from '../ui/use-controllable-state'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { InviteMemberValues } from './invite-member-schema'
import { useInvitableRoles } from './use-invitable-roles'

// The form (react-hook-form, its resolver, the schema, the batch and its results) is fetched when the dialog
// first opens, or when its trigger is hovered or focused; the button and the dialog are all that load up front.
const { Component: InviteMemberForm, preload: preloadInviteMemberForm } = lazyPart(() =>
  import('./invite-member-form').then((module) => module.InviteMemberForm),
)

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
  /** Called after a batch with the invitations it created (the dialog stays open on the results). */
  onInvited?: ((invitations: Invitation[]) => void) | undefined
  /**
   * Values the form starts with each time it opens. `emails` may hold several addresses; a `role` the viewer
   * may not invite with is not offered, so the form starts on Member (or the least role offered) instead.
   */
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
  /**
   * For a viewer who may not invite: no trigger (`hide`), or the trigger disabled with the reason beside it
   * (`explain`).
   * @default the nearest `<ForbiddenActionsProvider>`'s, else 'hide'
   */
  forbiddenActions?: ForbiddenActions | undefined
  /** Class of the dialog element, merged last. */
  className?: string | undefined
}

/**
 * An "Invite members" button and its dialog: one or many e-mails (pasted with commas, spaces or new lines;
 * deduplicated, each validated) and a role the viewer may invite with (the defaults and the provider's
 * `accessControl` roles, each with its label and description). Each address gets its own result
 * (sent, already a member, already invited with resend, invalid, failed with retry); a full organization
 * is warned about, naming its limit. When invitation e-mails are off (`send_invitation_email: false`),
 * nothing says "sent": each invitation is "created" and offers its link to copy, and an existing one's
 * link is fetched ("Get link") rather than resent. The
 * button is absent while the viewer's role loads and, by default, for viewers who may not invite; with
 * `forbiddenActions="explain"` they see it disabled, with the reason.
 *
 * @example
 * <InviteMemberDialog onInvited={(invitations) => toast(`${invitations.length} invited`)} />
 */
export function InviteMemberDialog(props: InviteMemberDialogProps) {
  const { t } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  const invitationEmailsOff = !useOrgKitContext().config.send_invitation_email
  const invitable = useInvitableRoles(props.organizationId)
  const [open, setOpen] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  })
  const explain = useForbiddenActions(props.forbiddenActions) === 'explain'
  const reasonId = useId()
  const canInvite = invitable.status === 'ready' && invitable.roles.length > 0
  // Known to be refused (not loading, not failed): every role the server knows is refused for this viewer.
  const refused = invitable.status === 'ready' && !canInvite
  const close = () => setOpen(false)
  return (
    <>
      {props.hideTrigger || !(canInvite || (refused && explain)) ? null : (
        <span data-slot="orgkit-invite-member-trigger">
          <Button
            variant="primary"
            aria-haspopup="dialog"
            aria-disabled={refused || undefined}
            aria-describedby={refused ? reasonId : undefined}
            onPointerEnter={preloadInviteMemberForm}
            onFocus={preloadInviteMemberForm}
            onClick={() => {
              if (!refused) setOpen(true)
            }}
          >
            {t('inviteMemberDialog.triggerButton')}
          </Button>
          {refused ? (
            <span id={reasonId} data-slot="orgkit-disabled-reason">
              {t('error.YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION')}
            </span>
          ) : null}
        </span>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('inviteMemberDialog.title')}
        description={invitationEmailsOff && t('inviteMemberDialog.invitationEmailsOffDescription')}
        slot="orgkit-invite-member-dialog"
        className={props.className}
      >
        {canInvite ? (
          <InviteMemberForm
            organizationId={props.organizationId}
            roles={invitable.roles}
            defaultValues={props.defaultValues}
            invitationEmailsOff={invitationEmailsOff}
            links={{ acceptInvitationUrl: props.acceptInvitationUrl, invitationBasePath: props.invitationBasePath }}
            onInvited={props.onInvited}
            onClose={close}
          />
        ) : (
          <CannotInvite loading={invitable.status === 'loading'} onClose={close} />
        )}
      </Dialog>
    </>
  )
}

/** In place of the form (a controlled dialog opened without the trigger): the role still loading, or a refusal. */
function CannotInvite({ loading, onClose }: { loading: boolean; onClose: () => void }) {
  const { t } = useLocalizedMessages(inviteMemberDialogMessagesEn)
  return (
    <>
      {loading ? (
        <p role="status">{t('inviteMemberDialog.loadingStatus')}</p>
      ) : (
        <Alert tone="warning">{t('error.YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION')}</Alert>
      )}
      <div data-slot="orgkit-dialog-footer">
        <Button onClick={onClose}>{t('inviteMemberDialog.closeButton')}</Button>
      </div>
    </>
  )
}
