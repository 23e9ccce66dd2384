import { queryOptions } from '@tanstack/react-query'
import type { Invitation, InvitationPreview } from '../core/domain'
import type { OrgKitError } from '../core/org-kit-error'
import type { Transport } from '../core/transport'
import { orgKeys } from './org-keys'
import type { OrgQuerySettings } from './org-query-settings'
import { READ_RETRY } from './retry-policy'

/** Read factories for invitations: an organization's, the user's received ones, one by id, and its public preview. */
export function createInvitationQueries(transport: Transport, settings: OrgQuerySettings) {
  return {
    /** An organization's invitations, every status. */
    invitations: ({ userId, organizationId }: { userId: string; organizationId: string }) =>
      queryOptions<Invitation[], OrgKitError, Invitation[], ReturnType<typeof orgKeys.invitations>>({
        queryKey: orgKeys.invitations(userId, organizationId),
        queryFn: ({ signal }) => transport.listInvitations({ query: { organizationId } }, { signal }),
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),

    /** Pending invitations addressed to the user (the server needs a verified e-mail). */
    userInvitations: (userId: string) =>
      queryOptions<Invitation[], OrgKitError, Invitation[], ReturnType<typeof orgKeys.userInvitations>>({
        queryKey: orgKeys.userInvitations(userId),
        queryFn: ({ signal }) => transport.listUserInvitations({ signal }),
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),

    /** One invitation addressed to the user, with organization name and slug and inviter e-mail. */
    invitation: ({ userId, invitationId }: { userId: string; invitationId: string }) =>
      queryOptions<Invitation, OrgKitError, Invitation, ReturnType<typeof orgKeys.invitation>>({
        queryKey: orgKeys.invitation(userId, invitationId),
        queryFn: ({ signal }) => transport.getInvitation({ query: { id: invitationId } }, { signal }),
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),

    /** The public preview of an invitation, signed in or not; `null` when the server has no preview endpoint. */
    invitationPreview: (invitationId: string) =>
      queryOptions<
        InvitationPreview | null,
        OrgKitError,
        InvitationPreview | null,
        ReturnType<typeof orgKeys.invitationPreview>
      >({
        queryKey: orgKeys.invitationPreview(invitationId),
        queryFn: ({ signal }) => transport.getInvitationPreview({ query: { id: invitationId } }, { signal }),
        staleTime: settings.staleTime,
        ...READ_RETRY,
      }),
  }
}
