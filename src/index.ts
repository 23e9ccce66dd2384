// The public API of `orgkit`, listed name by name.
export { roleNames } from './core/access-control'
export type { AccessControlRole, OrgKitAccessControl, RoleStatements } from './core/access-control'
export { checkRolePermission } from './core/check-role-permission'
export type { CheckRolePermissionInput } from './core/check-role-permission'
export type {
  ActiveMemberRole,
  FullOrganization,
  Invitation,
  InvitationPreview,
  InvitationStatus,
  Member,
  MemberPage,
  MemberRecord,
  MemberUser,
  Organization,
  OrganizationPage,
  OrganizationWithRole,
  Session,
  SessionUser,
} from './core/domain'
export { isOrgKitErrorCode, KIT_ERROR_CODES, ORGANIZATION_ERROR_CODES } from './core/error-codes'
export type { OrgKitErrorCode } from './core/error-codes'
export { isSafeImageUrl } from './core/safe-image-url'
export { safeRedirectPath } from './core/safe-redirect-path'
export type { OperationInput, OperationWithInput } from './core/input-schemas'
export type { MemberSearchInput } from './core/member-search-input'
export { invitationDisplayStatus, isInvitationOpen } from './core/invitation-state'
export type { InvitationDisplayStatus } from './core/invitation-state'
export { isOrgKitError, OrgKitError } from './core/org-kit-error'
export type { OrgKitErrorInit } from './core/org-kit-error'
export { defaultStatements, roleStatements } from './core/permission-statements'
export type { Permissions, Resource } from './core/permission-statements'
export { DEFAULT_PLUGIN_CONFIG } from './core/plugin-config'
export type { CreatorRole, OrganizationPluginConfig, OrganizationPluginConfigPatch } from './core/plugin-config'
export {
  canCancelInvitation,
  canDeleteOrganization,
  canInviteWithRole,
  canLeaveOrganization,
  canRemoveMember,
  canUpdateMemberRole,
  canUpdateOrganization,
  countCreatorRoleHolders,
} from './core/role-rules'
export type {
  PermissionRuleInput,
  RemoveMemberRuleInput,
  Roles,
  RuleContext,
  RuleResult,
  UpdateMemberRoleRuleInput,
} from './core/role-rules'
export { ROLES } from './core/roles'
export type { DefaultRole, Role } from './core/roles'
export type {
  AcceptInvitationResult,
  CheckSlugResult,
  RejectInvitationResult,
  RequestOptions,
  Transport,
  TransportOperation,
} from './core/transport'
// Data layer: provider, keys, query and mutation factories.
export { OrgKitProvider } from './query/org-kit-provider'
export type { OrgKitConnection, OrgKitProviderOptions, OrgKitProviderProps } from './query/org-kit-provider'
export type { Announce, Announcement, AnnouncementTone } from './components/announcer/announcement'
export { useOrgKit } from './query/use-org-kit'
export type { UseOrgKitResult } from './query/use-org-kit'
export { orgKeys } from './query/org-keys'
export { refreshOrgKitSession } from './query/refresh-org-kit-session'
export type { FullOrganizationParams, MemberListParams, OrgWriteName } from './query/org-keys'
export { createOrgQueries } from './query/create-org-queries'
export { prefetchInvitations, prefetchMembers, prefetchOrganizations } from './query/prefetch'
export type { PrefetchedSession, PrefetchMembersOptions, PrefetchOptions } from './query/prefetch'
export type { OrgQueries } from './query/create-org-queries'
export type {
  CheckSlugInput,
  FullOrganizationInput,
  OrganizationBySlugInput,
} from './query/create-organization-queries'
export type { MembersInput, OwnMembershipInput } from './query/create-member-queries'
export { createMemberSearchQueries } from './query/create-member-search-queries'
export type {
  MemberSearchPageInput,
  MemberSearchParams,
  MemberSearchQueriesOptions,
} from './query/create-member-search-queries'
export type { WriteContext } from './query/table-write'
export type { SetActiveContext } from './query/create-set-active-mutation'
export type { CacheSnapshot } from './query/optimistic-cache'
export type { OrgQueriesOptions } from './query/org-query-settings'
export type { ActiveOrganizationOption } from './query/active-organization-option'
export type { OnOrganizationSwitched, OrganizationSwitchEvent } from './query/organization-switch-event'
// Hooks.
export { useSession } from './hooks/use-session'
export { useOrgScope } from './hooks/use-org-scope'
export type { OrgScope } from './hooks/use-org-scope'
export { useListOrganizations } from './hooks/use-list-organizations'
export { useActiveOrganization } from './hooks/use-active-organization'
export { useFullOrganization } from './hooks/use-full-organization'
export type { UseFullOrganizationInput } from './hooks/use-full-organization'
export { useMembers } from './hooks/use-members'
export type { UseMembersInput } from './hooks/use-members'
export { useMemberSearch } from './hooks/use-member-search'
export type { UseMemberSearchInput } from './hooks/use-member-search'
export { useActiveMember } from './hooks/use-active-member'
export { useActiveMemberRole } from './hooks/use-active-member-role'
export { useInvitations } from './hooks/use-invitations'
export { useUserInvitations } from './hooks/use-user-invitations'
export { useInvitation } from './hooks/use-invitation'
export { useInvitationPreview } from './hooks/use-invitation-preview'
export { useCheckSlug } from './hooks/use-check-slug'
export type { UseCheckSlugOptions } from './hooks/use-check-slug'
export { useCreateOrganization } from './hooks/use-create-organization'
export { useUpdateOrganization } from './hooks/use-update-organization'
export { useDeleteOrganization } from './hooks/use-delete-organization'
export { useSetActiveOrganization } from './hooks/use-set-active-organization'
export { useInviteMember } from './hooks/use-invite-member'
export { useAcceptInvitation } from './hooks/use-accept-invitation'
export { useRejectInvitation } from './hooks/use-reject-invitation'
export { useCancelInvitation } from './hooks/use-cancel-invitation'
export { useUpdateMemberRole } from './hooks/use-update-member-role'
export { useRemoveMember } from './hooks/use-remove-member'
export { useLeaveOrganization } from './hooks/use-leave-organization'
export { usePermission } from './hooks/use-permission'
export type { PermissionDeniedReason, PermissionState } from './hooks/use-permission'
export { Can } from './components/can/can'
export type { CanProps } from './components/can/can'
export { ForbiddenActionsProvider } from './components/can/forbidden-actions-provider'
export type { ForbiddenActionsProviderProps } from './components/can/forbidden-actions-provider'
export type { ForbiddenActions } from './components/can/forbidden-actions-context'
// Components: organization switcher, create dialog, settings.
export { OrganizationSwitcher } from './components/organization-switcher/organization-switcher'
export type { OrganizationSwitcherProps } from './components/organization-switcher/organization-switcher'
export { CreateOrganizationDialog } from './components/create-organization-dialog/create-organization-dialog'
export type { CreateOrganizationDialogProps } from './components/create-organization-dialog/create-organization-dialog'
export type { CreateOrganizationValues } from './components/create-organization-dialog/create-organization-schema'
export { OrganizationSettings } from './components/organization-settings/organization-settings'
export type { OrganizationSettingsProps } from './components/organization-settings/organization-settings'
// Components: member table, invite dialog, invitation lists, accept page.
export { MemberTable } from './components/member-table/member-table'
export type { MemberTableProps } from './components/member-table/member-table'
export type {
  MemberTableRoleFilter,
  MemberTableSort,
  MemberTableSortColumn,
} from './components/member-table/member-table-types'
export { InviteMemberDialog } from './components/invite-member-dialog/invite-member-dialog'
export type { InviteMemberDialogProps } from './components/invite-member-dialog/invite-member-dialog'
export type { InviteMemberValues } from './components/invite-member-dialog/invite-member-schema'
export { OrganizationInvitations } from './components/organization-invitations/organization-invitations'
export type { OrganizationInvitationsProps } from './components/organization-invitations/organization-invitations'
export { UserInvitations } from './components/user-invitations/user-invitations'
export type { UserInvitationsProps } from './components/user-invitations/user-invitations'
export { AcceptInvitation } from './components/accept-invitation/accept-invitation'
export { ActiveOrganizationGate } from './components/active-organization-gate/active-organization-gate'
export type { ActiveOrganizationGateProps } from './components/active-organization-gate/active-organization-gate'
export type { AcceptInvitationProps } from './components/accept-invitation/accept-invitation'
export type { ReturnUrl, ReturnUrlContext } from './components/accept-invitation/accept-invitation-links'
export { acceptInvitationUrl } from './components/ui/invitation-link'
export type { AcceptInvitationUrl } from './components/ui/invitation-link'
// Transports to a Better Auth server: plain fetch, or an app's existing Better Auth client (Neon Auth's included).
export { createBetterAuthFetchTransport } from './transports/better-auth-fetch/create-better-auth-fetch-transport'
export type { BetterAuthFetchTransportOptions } from './transports/better-auth-fetch/create-better-auth-fetch-transport'
export { createBetterAuthClientTransport } from './transports/better-auth-client/create-better-auth-client-transport'
export { createNeonAuthClientTransport } from './transports/better-auth-client/create-neon-auth-client-transport'
export type {
  BetterAuthClientLike,
  BetterAuthClientMethod,
  BetterAuthClientResult,
} from './transports/better-auth-client/better-auth-client-like'
export { useMessages } from './hooks/use-messages'
export type { MessagesApi } from './hooks/use-messages'
export { formatMessage } from './messages/format-message'
export type { FormatMessageOptions } from './messages/format-message'
export type { Message, MessageDictionary, MessageValues, PluralMessage, TranslationOf } from './messages/message'
export { messagesEn } from './messages/catalog'
export type { ErrorMessageKey, MessageFormatter } from './messages/message-formatter'
export type { KitMessageFormatter } from './messages/kit-message-formatter'
export type { MessageKey, MessageOverrides, Messages, RoleMessageKey } from './messages/catalog'
