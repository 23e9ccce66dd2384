import type { ListProjectsQuery } from '../client/types/project'

/** Filters of the projects list that change its answer (the walk over pages is the factory's business). */
export type ProjectListParams = Pick<ListProjectsQuery, 'search' | 'org_id'>

/** The writes of the management data layer, one `mutationOptions` factory each. */
export type ManagementWriteName = 'updateOrganizationPlugin'

const ROOT = 'orgkit-management'

/**
 * Every query key of the management data layer, generic to specific under one root, apart from the kit's
 * `orgKeys` (a management API key and a signed-in user are different principals):
 *
 * ```
 * ['orgkit-management', 'projects', params]
 * ['orgkit-management', 'project', projectId, 'branch', branchId, <resource>]
 * ['orgkit-management', 'mutation', name, projectId, branchId]
 * ```
 *
 * Apps use it to invalidate after their own writes, or to drop everything when they swap the client
 * (`<ManagementProvider>` resets them itself when its `client` changes).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: managementKeys.branch(projectId, branchId) })
 */
export const managementKeys = {
  /** Everything the management data layer caches. */
  all: [ROOT] as const,
  /** Every projects list. */
  projectLists: () => [ROOT, 'projects'] as const,
  /** The projects list for some filters. */
  projectList: (params: ProjectListParams = {}) => [...managementKeys.projectLists(), params] as const,
  /** Everything cached about one project. */
  project: (projectId: string) => [ROOT, 'project', projectId] as const,
  /** Everything cached about one branch of a project. */
  branch: (projectId: string, branchId: string) => [...managementKeys.project(projectId), 'branch', branchId] as const,
  /** The organization plugin configuration of a branch (the five fields). */
  pluginConfig: (projectId: string, branchId: string) =>
    [...managementKeys.branch(projectId, branchId), 'organization-plugin'] as const,
  /** Keys of the writes, for `useIsMutating` and `useMutationState`; narrower with project and branch. */
  mutation: (name: ManagementWriteName, projectId?: string, branchId?: string) =>
    [
      ROOT,
      'mutation',
      name,
      ...(projectId === undefined ? [] : [projectId]),
      ...(branchId === undefined ? [] : [branchId]),
    ] as const,
}
