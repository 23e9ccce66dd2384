import { mutationOptions } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import type { MemberRecord } from '../core/domain'
import type { OperationInput } from '../core/input-schemas'
import type { OrgKitError } from '../core/org-kit-error'
import { splitRoles } from '../core/roles'
import type { Role } from '../core/roles'
import type { WriteScope } from './cache-target-key'
import { finishWrite } from './finish-write'
import type { MutationDeps } from './mutation-deps'
import type { CacheSnapshot } from './optimistic-cache'
import { patchMembers, restoreSnapshot, takeSnapshot } from './optimistic-cache'
import { orgKeys } from './org-keys'
import { resolveWriteScope } from './write-scope'

/** What an optimistic member write remembers to roll back. */
export interface MemberWriteContext {
  scope: WriteScope & { organizationId: string | undefined; from: string | null }
  snapshot: CacheSnapshot
}

async function beginMemberWrite(
  client: QueryClient,
  organizationId: string | undefined,
  patch: Parameters<typeof patchMembers>[3],
): Promise<MemberWriteContext> {
  const scope = resolveWriteScope(client, organizationId)
  if (scope.userId === undefined || scope.organizationId === undefined) return { scope, snapshot: [] }
  const snapshot = await takeSnapshot(client, orgKeys.organization(scope.userId, scope.organizationId))
  patchMembers(client, scope.userId, scope.organizationId, patch)
  return { scope, snapshot }
}

/**
 * Write factories for members: role change and removal, both optimistic (the table shows the change at
 * once and rolls it back if the server refuses). Removing oneself is leaving.
 */
export function createMemberMutations(deps: MutationDeps) {
  const { transport } = deps
  const rollback = (name: 'updateMemberRole' | 'removeMember') =>
    async (_error: OrgKitError, _input: unknown, context: MemberWriteContext | undefined, { client }: { client: QueryClient }) => {
      if (!context) return
      restoreSnapshot(client, context.snapshot)
      await finishWrite(client, deps, name, context.scope, { ok: false, from: context.scope.from })
    }
  return {
    /** Sets a member's role(s) in the given (else the active) organization. */
    updateMemberRole: () =>
      mutationOptions<MemberRecord, OrgKitError, OperationInput<'updateMemberRole'>, MemberWriteContext>({
        mutationKey: orgKeys.mutation('updateMemberRole'),
        mutationFn: (input, { client }) =>
          transport.updateMemberRole({ ...input, organizationId: resolveWriteScope(client, input.organizationId).organizationId }),
        onMutate: ({ memberId, role, organizationId }, { client }) => {
          const roles = splitRoles(role) as Role[]
          return beginMemberWrite(client, organizationId, (m) => (m.id === memberId ? { ...m, role: roles } : m))
        },
        onError: rollback('updateMemberRole'),
        onSuccess: (_member, _input, { scope }, { client }) =>
          finishWrite(client, deps, 'updateMemberRole', scope, { ok: true, from: scope.from }),
      }),

    /** Removes a member by member id or e-mail from the given (else the active) organization. */
    removeMember: () =>
      mutationOptions<MemberRecord, OrgKitError, OperationInput<'removeMember'>, MemberWriteContext>({
        mutationKey: orgKeys.mutation('removeMember'),
        mutationFn: (input, { client }) =>
          transport.removeMember({ ...input, organizationId: resolveWriteScope(client, input.organizationId).organizationId }),
        onMutate: ({ memberIdOrEmail, organizationId }, { client }) => {
          const target = memberIdOrEmail.trim().toLowerCase()
          return beginMemberWrite(client, organizationId, (m) =>
            m.id === memberIdOrEmail.trim() || m.user.email.toLowerCase() === target ? null : m,
          )
        },
        onError: rollback('removeMember'),
        onSuccess: (member, _input, { scope }, { client }) =>
          finishWrite(client, deps, 'removeMember', scope, { ok: true, from: scope.from, self: member.userId === scope.userId }),
      }),
  }
}
