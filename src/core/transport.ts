import type {
  ActiveMemberRole,
  FullOrganization,
  Invitation,
  InvitationPreview,
  Member,
  MemberPage,
  MemberRecord,
  Organization,
  OrganizationPage,
  Session,
} from './domain'
import type { OperationInput } from './input-schemas'
import type { MemberSearchInput } from './member-search-input'

/** Options every transport call accepts. */
export interface RequestOptions {
  /** Aborts the call; the promise then rejects with the signal's reason. */
  signal?: AbortSignal | undefined
}

/** An invitation accepted: the invitation (status `accepted`) and the new membership. */
export interface AcceptInvitationResult {
  invitation: Invitation
  member: MemberRecord
}

/** An invitation declined (status `rejected`). */
export interface RejectInvitationResult {
  invitation: Invitation
}

/** Whether a slug is free: `status` is `true` when available. A taken slug is not an error here. */
export interface CheckSlugResult {
  status: boolean
}

/**
 * What the kit needs from a server: one method per operation of the spec, with the spec's parameter names
 * (query-style operations take `{ query: { ... } }`, like the Better Auth client), plus `getSession`.
 *
 * Every method validates its input before any I/O, resolves to normalized data (metadata always an
 * object, roles always an array, dates as `Date`) and rejects with an `OrgKitError`.
 * Implementations: `createBetterAuthFetchTransport`, `createBetterAuthClientTransport` and, for tests,
 * `createMemoryTransport`.
 */
export interface Transport {
  /** The signed-in session, or `null` when signed out. */
  getSession(options?: RequestOptions): Promise<Session | null>
  /** Creates an organization; the creator gets `creator_role`, and it becomes active unless asked not to. */
  create(input: OperationInput<'create'>, options?: RequestOptions): Promise<Organization>
  /** Tells whether a slug is available. */
  checkSlug(input: OperationInput<'checkSlug'>, options?: RequestOptions): Promise<CheckSlugResult>
  /** The organizations the signed-in user belongs to. */
  list(options?: RequestOptions): Promise<Organization[]>
  /** Sets the session's active organization (`organizationId: null` unsets it). */
  setActive(input: OperationInput<'setActive'>, options?: RequestOptions): Promise<Organization | null>
  /** An organization with members (up to `membersLimit`, default 100) and invitations; `null` when none is active. */
  getFullOrganization(
    input?: OperationInput<'getFullOrganization'>,
    options?: RequestOptions,
  ): Promise<FullOrganization | null>
  /** Updates name, slug, logo or metadata. Owner or admin. */
  update(input: OperationInput<'update'>, options?: RequestOptions): Promise<Organization>
  /** Deletes an organization with its members and invitations. Owner only. */
  delete(input: OperationInput<'delete'>, options?: RequestOptions): Promise<Organization>
  /** Invites someone by e-mail (`resend: true` renews a pending invitation). */
  inviteMember(input: OperationInput<'inviteMember'>, options?: RequestOptions): Promise<Invitation>
  /** Accepts an invitation addressed to the signed-in user; the organization becomes active. */
  acceptInvitation(input: OperationInput<'acceptInvitation'>, options?: RequestOptions): Promise<AcceptInvitationResult>
  /** Declines an invitation addressed to the signed-in user. */
  rejectInvitation(input: OperationInput<'rejectInvitation'>, options?: RequestOptions): Promise<RejectInvitationResult>
  /** Cancels an invitation. Owner or admin. */
  cancelInvitation(input: OperationInput<'cancelInvitation'>, options?: RequestOptions): Promise<Invitation>
  /** One invitation addressed to the signed-in user, with organization name and slug and inviter e-mail. */
  getInvitation(input: OperationInput<'getInvitation'>, options?: RequestOptions): Promise<Invitation>
  /**
   * The public preview of an invitation, signed in or not; `null` when the server has no preview endpoint
   * (Neon Auth, or an app without the kit's Better Auth plugin). Missing or expired: `INVITATION_NOT_FOUND`.
   */
  getInvitationPreview(
    input: OperationInput<'getInvitationPreview'>,
    options?: RequestOptions,
  ): Promise<InvitationPreview | null>
  /** An organization's invitations in every status (defaults to the active organization). */
  listInvitations(input?: OperationInput<'listInvitations'>, options?: RequestOptions): Promise<Invitation[]>
  /** Pending invitations addressed to the signed-in user (needs a verified e-mail). */
  listUserInvitations(options?: RequestOptions): Promise<Invitation[]>
  /** A page of members with the total matching the filter. */
  listMembers(input?: OperationInput<'listMembers'>, options?: RequestOptions): Promise<MemberPage>
  /** Sets a member's role(s). */
  updateMemberRole(input: OperationInput<'updateMemberRole'>, options?: RequestOptions): Promise<MemberRecord>
  /** Removes a member by member id or e-mail. */
  removeMember(input: OperationInput<'removeMember'>, options?: RequestOptions): Promise<MemberRecord>
  /** The signed-in user's membership in the active organization. */
  getActiveMember(options?: RequestOptions): Promise<Member>
  /** The signed-in user's role(s) in the active (or the given) organization. */
  getActiveMemberRole(
    input?: OperationInput<'getActiveMemberRole'>,
    options?: RequestOptions,
  ): Promise<ActiveMemberRole>
  /** Removes the signed-in user from an organization. */
  leave(input: OperationInput<'leave'>, options?: RequestOptions): Promise<MemberRecord>
  /**
   * A page of the members whose name or e-mail contains `search` (case-insensitive), sorted, role-filtered and
   * paged on the server, with `total` counting every match: the kit's Better Auth plugin's member search, under
   * list-members' permission checks. `null` when the server has no such endpoint (Neon Auth, or an app without
   * the kit's plugin): known after the first call, which a transport remembers.
   */
  searchMembers(input: MemberSearchInput, options?: RequestOptions): Promise<MemberPage | null>
  /**
   * A page of the signed-in user's organizations, by name, each with the user's role(s) and its member count,
   * in one request (`limit` up to 100, the default). `null` when the server has no such endpoint (Neon Auth, or
   * an app without the kit's Better Auth plugin): known after the first call, which a transport remembers.
   */
  listOrganizationsWithRoles(
    input?: OperationInput<'listOrganizationsWithRoles'>,
    options?: RequestOptions,
  ): Promise<OrganizationPage | null>
}

/** The name of a transport operation. */
export type TransportOperation = keyof Transport
