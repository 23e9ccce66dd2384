import { mutationOptions } from '@tanstack/react-query'
import type { Organization } from '../core/domain'
import type { OperationInput } from '../core/input-schemas'
import type { OrgKitError } from '../core/org-kit-error'
import type { WriteScope } from './cache-target-key'
import { finishWrite } from './finish-write'
import type { MutationDeps } from './mutation-deps'
import { orgKeys } from './org-keys'
import { resolveWriteScope } from './write-scope'

type Scope = WriteScope & { from: string | null }

/**
 * Write factories for organizations: create, update, delete and leave. Cache effects follow
 * `INVALIDATION_TABLE`; create, delete and leave also move the cached session's active organization the
 * way the server does.
 */
export function createOrganizationMutations(deps: MutationDeps) {
  const { transport } = deps
  return {
    /** Creates an organization; it becomes active unless `keepCurrentActiveOrganization`. */
    create: () =>
      mutationOptions<Organization, OrgKitError, OperationInput<'create'>, Scope>({
        mutationKey: orgKeys.mutation('create'),
        mutationFn: (input) => transport.create(input),
        onMutate: (_input, { client }) => resolveWriteScope(client),
        onSuccess: (organization, input, scope, { client }) =>
          finishWrite(client, deps, 'create', { ...scope, organizationId: organization.id }, {
            ok: true,
            from: scope.from,
            result: input.keepCurrentActiveOrganization ? undefined : organization.id,
          }),
      }),

    /** Updates name, slug, logo or metadata of the given (else the active) organization. */
    update: () =>
      mutationOptions<Organization, OrgKitError, OperationInput<'update'>, Scope>({
        mutationKey: orgKeys.mutation('update'),
        mutationFn: (input, { client }) =>
          transport.update({ ...input, organizationId: resolveWriteScope(client, input.organizationId).organizationId }),
        onMutate: (input, { client }) => resolveWriteScope(client, input.organizationId),
        onSuccess: (organization, _input, scope, { client }) =>
          finishWrite(client, deps, 'update', { ...scope, organizationId: organization.id }, { ok: true, from: scope.from }),
      }),

    /** Deletes an organization; when it was active, none is active afterwards. */
    delete: () =>
      mutationOptions<Organization, OrgKitError, OperationInput<'delete'>, Scope>({
        mutationKey: orgKeys.mutation('delete'),
        mutationFn: (input) => transport.delete(input),
        onMutate: (input, { client }) => resolveWriteScope(client, input.organizationId),
        onSuccess: (_organization, _input, scope, { client }) =>
          finishWrite(client, deps, 'delete', scope, { ok: true, from: scope.from }),
      }),

    /** Leaves an organization; when it was active, none is active afterwards. */
    leave: () =>
      mutationOptions<Awaited<ReturnType<typeof transport.leave>>, OrgKitError, OperationInput<'leave'>, Scope>({
        mutationKey: orgKeys.mutation('leave'),
        mutationFn: (input) => transport.leave(input),
        onMutate: (input, { client }) => resolveWriteScope(client, input.organizationId),
        onSuccess: (_member, _input, scope, { client }) => finishWrite(client, deps, 'leave', scope, { ok: true, from: scope.from }),
      }),
  }
}
