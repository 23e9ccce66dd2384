import { mutationOptions } from '@tanstack/react-query'
import type { Invitation } from '../core/domain'
import type { OperationInput } from '../core/input-schemas'
import type { OrgKitError } from '../core/org-kit-error'
import type { AcceptInvitationResult, RejectInvitationResult } from '../core/transport'
import type { WriteScope } from './cache-target-key'
import { finishWrite } from './finish-write'
import type { MutationDeps } from './mutation-deps'
import type { CacheSnapshot } from './optimistic-cache'
import { findInvitationOrganization, patchInvitations, restoreSnapshot, takeSnapshot } from './optimistic-cache'
import { orgKeys } from './org-keys'
import { resolveWriteScope } from './write-scope'

type Scope = WriteScope & { from: string | null }

/** What an optimistic cancel remembers to roll back. */
export interface CancelInvitationContext {
  scope: Scope
  snapshot: CacheSnapshot
}

/**
 * Write factories for invitations: invite (and resend), accept, reject, cancel. Accepting makes the
 * organization active, as the server does; cancelling is optimistic.
 */
export function createInvitationMutations(deps: MutationDeps) {
  const { transport } = deps
  return {
    /** Invites someone by e-mail to the given (else the active) organization; `resend: true` renews a pending invitation. */
    inviteMember: () =>
      mutationOptions<Invitation, OrgKitError, OperationInput<'inviteMember'>, Scope>({
        mutationKey: orgKeys.mutation('inviteMember'),
        mutationFn: (input, { client }) =>
          transport.inviteMember({ ...input, organizationId: resolveWriteScope(client, input.organizationId).organizationId }),
        onMutate: (input, { client }) => resolveWriteScope(client, input.organizationId),
        onSuccess: (invitation, _input, scope, { client }) =>
          finishWrite(client, deps, 'inviteMember', { ...scope, organizationId: invitation.organizationId }, { ok: true, from: scope.from }),
      }),

    /** Accepts an invitation addressed to the user; its organization becomes active. */
    acceptInvitation: () =>
      mutationOptions<AcceptInvitationResult, OrgKitError, OperationInput<'acceptInvitation'>, Scope>({
        mutationKey: orgKeys.mutation('acceptInvitation'),
        mutationFn: (input) => transport.acceptInvitation(input),
        onMutate: (_input, { client }) => resolveWriteScope(client),
        onSuccess: ({ invitation, member }, _input, scope, { client }) =>
          finishWrite(
            client,
            deps,
            'acceptInvitation',
            { ...scope, organizationId: member.organizationId, invitationId: invitation.id },
            { ok: true, from: scope.from, result: member.organizationId },
          ),
      }),

    /** Declines an invitation addressed to the user. */
    rejectInvitation: () =>
      mutationOptions<RejectInvitationResult, OrgKitError, OperationInput<'rejectInvitation'>, Scope>({
        mutationKey: orgKeys.mutation('rejectInvitation'),
        mutationFn: (input) => transport.rejectInvitation(input),
        onMutate: (_input, { client }) => resolveWriteScope(client),
        onSuccess: ({ invitation }, _input, scope, { client }) =>
          finishWrite(client, deps, 'rejectInvitation', { ...scope, invitationId: invitation.id }, { ok: true, from: scope.from }),
      }),

    /** Cancels an invitation: shown as canceled at once, put back if the server refuses. */
    cancelInvitation: () =>
      mutationOptions<Invitation, OrgKitError, OperationInput<'cancelInvitation'>, CancelInvitationContext>({
        mutationKey: orgKeys.mutation('cancelInvitation'),
        mutationFn: (input) => transport.cancelInvitation(input),
        onMutate: async ({ invitationId }, { client }) => {
          const active = resolveWriteScope(client)
          const organizationId =
            (active.userId && findInvitationOrganization(client, active.userId, invitationId)) || active.organizationId
          const scope = { ...active, organizationId, invitationId }
          if (active.userId === undefined || organizationId === undefined) return { scope, snapshot: [] }
          const snapshot = await takeSnapshot(client, orgKeys.organization(active.userId, organizationId))
          patchInvitations(client, active.userId, organizationId, (i) => (i.id === invitationId ? { ...i, status: 'canceled' } : i))
          return { scope, snapshot }
        },
        onError: async (_error, _input, context, { client }) => {
          if (!context) return
          restoreSnapshot(client, context.snapshot)
          await finishWrite(client, deps, 'cancelInvitation', context.scope, { ok: false, from: context.scope.from })
        },
        onSuccess: (invitation, _input, { scope }, { client }) =>
          finishWrite(client, deps, 'cancelInvitation', { ...scope, organizationId: invitation.organizationId }, {
            ok: true,
            from: scope.from,
          }),
      }),
  }
}
