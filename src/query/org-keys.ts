import type { OperationInput } from '../core/input-schemas'

/** Parameters of one members page: every `listMembers` query parameter except the organization. */
export type MemberListParams = Omit<
  NonNullable<OperationInput<'listMembers'>['query']>,
  'organizationId' | 'organizationSlug'
>

/** Options of a full-organization read that change its answer. */
export interface FullOrganizationParams {
  /** How many members the read returns at most. */
  membersLimit: number
}

const ROOT = 'orgkit'

/**
 * Every query key the kit uses, generic to specific, so `invalidateQueries` and `removeQueries` can
 * target any level. The shape is positional:
 *
 * ```
 * ['orgkit', 'session']
 * ['orgkit', 'user', userId, <user resource>, ...params]
 * ['orgkit', 'user', userId, 'org', organizationId, <organization resource>, ...params]
 * ```
 *
 * Everything but the session and the public invitation previews (`['orgkit', 'invitation-preview', id]`,
 * the same for anyone holding the link) sits under the signed-in user's id, and everything of one
 * organization under its id, so a query read for one user or organization can never answer for another.
 * Apps use it to invalidate after their own writes.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: orgKeys.members(session.user.id, organizationId) })
 */
export const orgKeys = {
  /** Everything the kit caches. */
  all: [ROOT] as const,
  /** The signed-in session: it decides the user id (and the active organization) of every other key. */
  session: () => [ROOT, 'session'] as const,
  /** Every public invitation preview: not the user's, so signed out and signed in share them. */
  invitationPreviews: () => [ROOT, 'invitation-preview'] as const,
  /** The public preview of one invitation. */
  invitationPreview: (invitationId: string) => [...orgKeys.invitationPreviews(), invitationId] as const,
  /** Everything cached for one signed-in user. */
  user: (userId: string) => [ROOT, 'user', userId] as const,
  /** The organizations the user belongs to. */
  organizations: (userId: string) => [...orgKeys.user(userId), 'organizations'] as const,
  /** Full reads addressed by slug (the id is not known before the answer). */
  organizationsBySlug: (userId: string) => [...orgKeys.user(userId), 'organization-by-slug'] as const,
  /** One full read by slug. */
  organizationBySlug: (userId: string, slug: string, params: FullOrganizationParams) =>
    [...orgKeys.organizationsBySlug(userId), slug, params] as const,
  /** Pending invitations addressed to the user. */
  userInvitations: (userId: string) => [...orgKeys.user(userId), 'user-invitations'] as const,
  /** Single invitations read by the invitee. */
  invitationDetails: (userId: string) => [...orgKeys.user(userId), 'invitation'] as const,
  /** One invitation read by the invitee (not organization-scoped: the invitee is not a member yet). */
  invitation: (userId: string, invitationId: string) => [...orgKeys.invitationDetails(userId), invitationId] as const,
  /** Every slug availability answer. */
  slugChecks: (userId: string) => [...orgKeys.user(userId), 'check-slug'] as const,
  /** One slug availability answer. */
  slugCheck: (userId: string, slug: string) => [...orgKeys.slugChecks(userId), slug] as const,
  /** Everything of one organization as seen by one user; `null` is "no active organization". */
  organization: <OrganizationId extends string | null>(userId: string, organizationId: OrganizationId) =>
    [...orgKeys.user(userId), 'org', organizationId] as const,
  /** Full reads of one organization (any `membersLimit`). */
  fullOrganizations: (userId: string, organizationId: string | null) =>
    [...orgKeys.organization(userId, organizationId), 'full'] as const,
  /** One full read. */
  fullOrganization: (userId: string, organizationId: string | null, params: FullOrganizationParams) =>
    [...orgKeys.fullOrganizations(userId, organizationId), params] as const,
  /** Every members page of one organization. */
  members: (userId: string, organizationId: string) =>
    [...orgKeys.organization(userId, organizationId), 'members'] as const,
  /** One members page. */
  memberList: (userId: string, organizationId: string, params: MemberListParams) =>
    [...orgKeys.members(userId, organizationId), params] as const,
  /** The user's own membership in the organization. */
  activeMember: (userId: string, organizationId: string | null) =>
    [...orgKeys.organization(userId, organizationId), 'active-member'] as const,
  /** The user's own role(s) in the organization. */
  activeMemberRole: (userId: string, organizationId: string | null) =>
    [...orgKeys.organization(userId, organizationId), 'active-member-role'] as const,
  /** The organization's invitations, every status. */
  invitations: (userId: string, organizationId: string) =>
    [...orgKeys.organization(userId, organizationId), 'invitations'] as const,
  /** Keys of the kit's mutations, for `useIsMutating` and `useMutationState`. */
  mutation: (name: OrgWriteName) => [ROOT, 'mutation', name] as const,
}

/** The writes the kit performs, one `mutationOptions` factory each. */
export type OrgWriteName =
  | 'create'
  | 'update'
  | 'delete'
  | 'setActive'
  | 'inviteMember'
  | 'acceptInvitation'
  | 'rejectInvitation'
  | 'cancelInvitation'
  | 'updateMemberRole'
  | 'removeMember'
  | 'leave'

/** Where the user id sits in every key but the session's and the mutations'. */
export const USER_ID_POSITION = 2
/** Where the organization id sits in an organization-scoped key. */
export const ORGANIZATION_ID_POSITION = 4
/** Where a full read's parameters (`FullOrganizationParams`) sit in its key. */
export const FULL_READ_PARAMS_POSITION = 6
