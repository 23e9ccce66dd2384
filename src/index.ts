// The public API of `orgkit`, listed name by name.
export { checkRolePermission } from './core/check-role-permission'
export type { CheckRolePermissionInput } from './core/check-role-permission'
export type {
  ActiveMemberRole,
  FullOrganization,
  Invitation,
  InvitationStatus,
  Member,
  MemberPage,
  MemberRecord,
  MemberUser,
  Organization,
  Session,
  SessionUser,
} from './core/domain'
export { isOrgKitErrorCode, KIT_ERROR_CODES, ORGANIZATION_ERROR_CODES } from './core/error-codes'
export type { OrgKitErrorCode } from './core/error-codes'
export { isSafeImageUrl } from './core/input-schemas'
export type { OperationInput } from './core/input-schemas'
export { invitationDisplayStatus, isInvitationOpen } from './core/invitation-state'
export type { InvitationDisplayStatus } from './core/invitation-state'
export { isOrgKitError, OrgKitError } from './core/org-kit-error'
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
export type { RemoveMemberRuleInput, RuleContext, RuleResult, UpdateMemberRoleRuleInput } from './core/role-rules'
export { ROLES } from './core/roles'
export type { Role } from './core/roles'
export type {
  AcceptInvitationResult,
  CheckSlugResult,
  RejectInvitationResult,
  RequestOptions,
  Transport,
  TransportOperation,
} from './core/transport'
