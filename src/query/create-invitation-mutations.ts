import type { MutationDeps } from './mutation-deps'
import { findInvitationOrganization, patchInvitations } from './optimistic-cache'
import { tableWrite } from './table-write'

/**
 * Write factories for invitations: invite (and resend), accept, reject, cancel. Accepting makes the
 * organization active, as the server does; cancelling is optimistic.
 */
export function createInvitationMutations(deps: MutationDeps) {
  return {
    /** Invites someone by e-mail to the given (else the active) organization; `resend: true` renews a pending invitation. */
    inviteMember: tableWrite(deps, 'inviteMember', {
      scoped: true,
      done: (invitation) => ({ organizationId: invitation.organizationId }),
    }),

    /** Accepts an invitation addressed to the user; its organization becomes active. */
    acceptInvitation: tableWrite(deps, 'acceptInvitation', {
      done: ({ invitation, member }) => ({
        organizationId: member.organizationId,
        invitationId: invitation.id,
        result: member.organizationId,
      }),
    }),

    /** Declines an invitation addressed to the user. */
    rejectInvitation: tableWrite(deps, 'rejectInvitation', {
      done: ({ invitation }) => ({ invitationId: invitation.id }),
    }),

    /** Cancels an invitation: shown as canceled at once, put back if the server refuses. */
    cancelInvitation: tableWrite(deps, 'cancelInvitation', {
      organizationOf: (client, userId, { invitationId }) => findInvitationOrganization(client, userId, invitationId),
      optimistic: (client, userId, organizationId, { invitationId }) =>
        patchInvitations(client, userId, organizationId, (i) =>
          i.id === invitationId ? { ...i, status: 'canceled' } : i,
        ),
      done: (invitation) => ({ organizationId: invitation.organizationId }),
    }),
  }
}
