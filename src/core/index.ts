// Internal barrel of the core layer; the public surface is listed in src/index.ts.
export { checkRolePermission } from './check-role-permission'
export type { CheckRolePermissionInput } from './check-role-permission'
export {
  activeMemberRoleSchema,
  fullOrganizationSchema,
  INVITATION_STATUSES,
  invitationSchema,
  memberPageSchema,
  memberRecordSchema,
  memberSchema,
  memberUserSchema,
  metadataSchema,
  organizationSchema,
  sessionSchema,
  sessionUserSchema,
} from './domain'
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
} from './domain'
export { isOrgKitErrorCode, KIT_ERROR_CODES, ORGANIZATION_ERROR_CODES } from './error-codes'
export type { OrgKitErrorCode } from './error-codes'
export {
  emailInputSchema,
  FILTER_OPERATORS,
  idInputSchema,
  inputSchemas,
  isSafeImageUrl,
  logoInputSchema,
  MEMBER_FIELDS,
  nameInputSchema,
  slugInputSchema,
} from './input-schemas'
export type { OperationInput, OperationWithInput, ParsedOperationInput } from './input-schemas'
export { invitationDisplayStatus, isInvitationOpen } from './invitation-state'
export type { InvitationDisplayStatus } from './invitation-state'
export { isOrgKitError, OrgKitError } from './org-kit-error'
export type { OrgKitErrorInit } from './org-kit-error'
export { parseInput } from './parse-input'
export { defaultStatements, roleStatements } from './permission-statements'
export type { Permissions, Resource } from './permission-statements'
export {
  CREATOR_ROLES,
  DEFAULT_PLUGIN_CONFIG,
  organizationPluginConfigPatchSchema,
  organizationPluginConfigSchema,
} from './plugin-config'
export type { CreatorRole, OrganizationPluginConfig, OrganizationPluginConfigPatch } from './plugin-config'
export {
  canCancelInvitation,
  canDeleteOrganization,
  canInviteWithRole,
  canLeaveOrganization,
  canRemoveMember,
  canUpdateMemberRole,
  canUpdateOrganization,
  countCreatorRoleHolders,
} from './role-rules'
export type { RemoveMemberRuleInput, RuleContext, RuleResult, UpdateMemberRoleRuleInput } from './role-rules'
export { isRole, ROLES, splitRoles } from './roles'
export { roleSchema, rolesSchema } from './role-schemas'
export type { Role } from './roles'
export type {
  AcceptInvitationResult,
  CheckSlugResult,
  RejectInvitationResult,
  RequestOptions,
  Transport,
  TransportOperation,
} from './transport'
