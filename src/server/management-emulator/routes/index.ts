// The emulator's route table (internal).
import type { EmulatorContext } from '../emulator-context'
import type { Route } from '../router'
import { getAuthPlugins, updateOrganizationPlugin } from './auth-plugins'
import { deleteBranch, getBranch, listBranches } from './branch-reads'
import { createBranch } from './branches'
import { getOperation } from './operations'
import { createOrgApiKey } from './org-api-keys'
import { getProject, listProjects } from './projects'

/** Every route the emulator serves. */
export const ROUTES: readonly Route<EmulatorContext>[] = [
  listProjects,
  getProject,
  listBranches,
  createBranch,
  getBranch,
  deleteBranch,
  getOperation,
  getAuthPlugins,
  updateOrganizationPlugin,
  createOrgApiKey,
]
