import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AcceptInvitationResult,
  ActiveMemberRole,
  CheckSlugResult,
  FullOrganization,
  Invitation,
  Member,
  MemberPage,
  MemberRecord,
  OperationInput,
  Organization,
  OrgKitError,
  PermissionState,
  RejectInvitationResult,
  Session,
} from '../../src/index'
import {
  createOrgQueries,
  orgKeys,
  useAcceptInvitation,
  useActiveMember,
  useActiveMemberRole,
  useActiveOrganization,
  useCancelInvitation,
  useCheckSlug,
  useCreateOrganization,
  useDeleteOrganization,
  useFullOrganization,
  useInvitation,
  useInvitations,
  useInviteMember,
  useLeaveOrganization,
  useListOrganizations,
  useMembers,
  usePermission,
  useRejectInvitation,
  useRemoveMember,
  useSession,
  useSetActiveOrganization,
  useUpdateMemberRole,
  useUpdateOrganization,
  useUserInvitations,
} from '../../src/index'
import type { Transport } from '../../src/index'

describe('read hooks infer their data and error types', () => {
  test('no generics needed by callers', () => {
    expectTypeOf(useSession()).toEqualTypeOf<UseQueryResult<Session | null, OrgKitError>>()
    expectTypeOf(useListOrganizations()).toEqualTypeOf<UseQueryResult<Organization[], OrgKitError>>()
    expectTypeOf(useActiveOrganization()).toEqualTypeOf<UseQueryResult<FullOrganization | null, OrgKitError>>()
    expectTypeOf(useFullOrganization({ organizationSlug: 'acme' })).toEqualTypeOf<
      UseQueryResult<FullOrganization | null, OrgKitError>
    >()
    expectTypeOf(useMembers({ limit: 10 })).toEqualTypeOf<UseQueryResult<MemberPage, OrgKitError>>()
    expectTypeOf(useActiveMember()).toEqualTypeOf<UseQueryResult<Member | null, OrgKitError>>()
    expectTypeOf(useActiveMemberRole()).toEqualTypeOf<UseQueryResult<ActiveMemberRole | null, OrgKitError>>()
    expectTypeOf(useInvitations()).toEqualTypeOf<UseQueryResult<Invitation[], OrgKitError>>()
    expectTypeOf(useUserInvitations()).toEqualTypeOf<UseQueryResult<Invitation[], OrgKitError>>()
    expectTypeOf(useInvitation('id')).toEqualTypeOf<UseQueryResult<Invitation, OrgKitError>>()
    expectTypeOf(useCheckSlug('acme')).toEqualTypeOf<UseQueryResult<CheckSlugResult, OrgKitError>>()
    expectTypeOf(usePermission({ member: ['delete'] })).toEqualTypeOf<PermissionState>()
  })

  test('error codes are typed', () => {
    const code = useMembers().error?.code
    expectTypeOf(code).toEqualTypeOf<OrgKitError['code'] | undefined>()
  })

  test('member list parameters and permissions are checked', () => {
    // @ts-expect-error sorting by a user field is not possible on the server
    useMembers({ sortBy: 'email' })
    // @ts-expect-error unknown action
    usePermission({ organization: ['rename'] })
  })
})

describe('write hooks infer data, variables and error', () => {
  test('no generics needed by callers', () => {
    expectTypeOf(useCreateOrganization()).toExtend<
      UseMutationResult<Organization, OrgKitError, OperationInput<'create'>>
    >()
    expectTypeOf(useUpdateOrganization()).toExtend<
      UseMutationResult<Organization, OrgKitError, OperationInput<'update'>>
    >()
    expectTypeOf(useDeleteOrganization()).toExtend<
      UseMutationResult<Organization, OrgKitError, OperationInput<'delete'>>
    >()
    expectTypeOf(useSetActiveOrganization()).toExtend<
      UseMutationResult<Organization | null, OrgKitError, OperationInput<'setActive'>>
    >()
    expectTypeOf(useInviteMember()).toExtend<
      UseMutationResult<Invitation, OrgKitError, OperationInput<'inviteMember'>>
    >()
    expectTypeOf(useAcceptInvitation()).toExtend<
      UseMutationResult<AcceptInvitationResult, OrgKitError, OperationInput<'acceptInvitation'>>
    >()
    expectTypeOf(useRejectInvitation()).toExtend<
      UseMutationResult<RejectInvitationResult, OrgKitError, OperationInput<'rejectInvitation'>>
    >()
    expectTypeOf(useCancelInvitation()).toExtend<
      UseMutationResult<Invitation, OrgKitError, OperationInput<'cancelInvitation'>>
    >()
    expectTypeOf(useUpdateMemberRole()).toExtend<
      UseMutationResult<MemberRecord, OrgKitError, OperationInput<'updateMemberRole'>>
    >()
    expectTypeOf(useRemoveMember()).toExtend<
      UseMutationResult<MemberRecord, OrgKitError, OperationInput<'removeMember'>>
    >()
    expectTypeOf(useLeaveOrganization()).toExtend<
      UseMutationResult<MemberRecord, OrgKitError, OperationInput<'leave'>>
    >()
  })

  test('variables are checked', () => {
    const { mutate } = useUpdateMemberRole()
    // @ts-expect-error memberId is required
    mutate({ role: 'admin' })
    mutate({ memberId: 'm', role: ['admin', 'member'] })
  })
})

describe('factories tag their keys for the app’s own cache calls', () => {
  test('getQueryData is typed from a factory key without generics', () => {
    const queries = createOrgQueries({} as Transport)
    const client = useQueryClient()
    expectTypeOf(client.getQueryData(queries.members({ userId: 'u', organizationId: 'o' }).queryKey)).toEqualTypeOf<
      MemberPage | undefined
    >()
    expectTypeOf(client.getQueryData(queries.session().queryKey)).toEqualTypeOf<Session | null | undefined>()
    expectTypeOf(useQuery(queries.organizations('u')).data).toEqualTypeOf<Organization[] | undefined>()
    expectTypeOf(orgKeys.members('u', 'o')).toEqualTypeOf<
      readonly ['orgkit', 'user', string, 'org', string, 'members']
    >()
  })
})
