import type { OperationInput } from '../core/input-schemas'
import type { MutationDeps } from './mutation-deps'
import { findInvitationOrganization, patchInvitations } from './optimistic-cache'
import { tableWrite } from './table-write'

/**
 * Write factories for invitations: invite (and resend), accept, reject, cancel. Accepting makes the
 * organization active, as the server does; cancelling is optimistic.
 */
export function createInvitationMutations(deps: MutationDeps) {
  const { transport } = deps
  return {
    /** Invites someone by e-mail to the given (else the active) organization; `resend: true` renews a pending invitation. */
    inviteMember: tableWrite(deps, 'inviteMember', {
      call: (input: OperationInput<'inviteMember'>, organizationId) => transport.inviteMember({ ...input, organizationId }),
      done: (invitation) => ({ organizationId: invitation.organizationId }),
    }),

    /** Accepts an invitation addressed to the user; its organization becomes active. */
    acceptInvitation: tableWrite(deps, 'acceptInvitation', {
      call: (input: OperationInput<'acceptInvitation'>) => transport.acceptInvitation(input),
      done: ({ invitation, member }) => ({
        organizationId: member.organizationId,
        invitationId: invitation.id,
        result: member.organizationId,
      }),
    }),

    /** Declines an invitation addressed to the user. */
    rejectInvitation: tableWrite(deps, 'rejectInvitation', {
      call: (input: OperationInput<'rejectInvitation'>) => transport.rejectInvitation(input),
      done: ({ invitation }) => ({ invitationId: invitation.id }),
    }),

    /** Cancels an invitation: shown as canceled at once, put back if the server refuses. */
    cancelInvitation: tableWrite(deps, 'cancelInvitation', {
      call: (input: OperationInput<'cancelInvitation'>) => transport.cancelInvitation(input),
      organizationOf: (client, userId, { invitationId }) => findInvitationOrganization(client, userId, invitationId),
      optimistic: (client, userId, organizationId, { invitationId }) =>
        patchInvitations(client, userId, organizationId, (i) => (i.id === invitationId ? { ...i, status: 'canceled' } : i)),
      done: (invitation) => ({ organizationId: invitation.organizationId }),
    }),
  }
}
