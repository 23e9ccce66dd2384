import type { MutationDeps } from './mutation-deps'
import { tableWrite } from './table-write'

/**
 * Write factories for organizations: create, update, delete and leave. Cache effects follow
 * `INVALIDATION_TABLE`; create, delete and leave also move the cached session's active organization the
 * way the server does.
 */
export function createOrganizationMutations(deps: MutationDeps) {
  return {
    /** Creates an organization; it becomes active unless `keepCurrentActiveOrganization`. */
    create: tableWrite(deps, 'create', {
      done: (organization, input) => ({
        organizationId: organization.id,
        result: input.keepCurrentActiveOrganization ? undefined : organization.id,
      }),
    }),

    /** Updates name, slug, logo or metadata of the given (else the active) organization. */
    update: tableWrite(deps, 'update', {
      scoped: true,
      done: (organization) => ({ organizationId: organization.id }),
    }),

    /** Deletes an organization; when it was active, none is active afterwards. */
    delete: tableWrite(deps, 'delete'),

    /** Leaves an organization; when it was active, none is active afterwards. */
    leave: tableWrite(deps, 'leave'),
  }
}
