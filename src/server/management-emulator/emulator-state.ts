import { randomUUID } from 'node:crypto'
import { BRANCH_NAME_MAX_LENGTH, NEON_ID_PATTERN, codePointLength } from '../../core/neon-api-bounds'
import { organizationPluginConfigSchema } from '../../core/plugin-config'
import type { OrganizationPluginConfig } from '../../core/plugin-config'
import { neonId } from './ids'
import type { OperationRecord } from './operation-record'
import type { EmulatorBranchSeed, EmulatorProjectSeed } from './types'

/** A project as stored. */
export interface ProjectRecord {
  id: string
  name: string
  region_id: string
  pg_version: number
  created_at: string
  org_id: string
}

/** A branch as stored; its state is derived from `operationIds`. */
export interface BranchRecord {
  id: string
  project_id: string
  parent_id?: string
  name: string
  default: boolean
  created_at: string
  operationIds: string[]
}

/** A compute endpoint as stored. */
export interface EndpointRecord {
  id: string
  project_id: string
  branch_id: string
  type: 'read_write' | 'read_only'
  created_at: string
}

/** An API key the emulator accepts; `projectId` makes it project-scoped. */
export interface ApiKeyRecord {
  projectId?: string
}

/** Refuses a seeded id the API could never hand out, so that no request reaches what the API would refuse. */
export function assertApiId(what: string, id: string): void {
  if (!NEON_ID_PATTERN.test(id)) {
    throw new TypeError(`createManagementEmulator: ${what} "${id}" must match ^[a-z0-9-]{1,60}$, as the API's ids do`)
  }
}

/** The emulator's whole world, in memory. Routes read and change it; views render it. */
export class EmulatorState {
  readonly projects = new Map<string, ProjectRecord>()
  readonly branches = new Map<string, BranchRecord>()
  readonly endpoints = new Map<string, EndpointRecord>()
  readonly operations = new Map<string, OperationRecord>()
  readonly pluginConfigs = new Map<string, OrganizationPluginConfig>()
  readonly apiKeys = new Map<string, ApiKeyRecord>()
  /** The user the dev key belongs to (`created_by` of new keys). */
  readonly userId = randomUUID()
  private nextApiKeyId = 1

  constructor(
    readonly orgId: string,
    private readonly clock: { now(): number },
  ) {}

  /** Adds a project and its branches; returns the project id. */
  addProject(seed: EmulatorProjectSeed): string {
    const id = seed.id ?? neonId()
    assertApiId('project id', id)
    if (this.projects.has(id)) throw new Error(`Duplicate project id in seed: ${id}`)
    const created = seed.created_at ?? new Date(this.clock.now()).toISOString()
    this.projects.set(id, {
      id,
      name: seed.name,
      region_id: seed.region_id ?? 'aws-us-east-2',
      pg_version: seed.pg_version ?? 17,
      created_at: created,
      org_id: this.orgId,
    })
    const seeds: EmulatorBranchSeed[] = seed.branches?.length ? seed.branches : [{ name: 'main', default: true }]
    const defaultIndex = Math.max(
      0,
      seeds.findIndex((branch) => branch.default),
    )
    const defaultSeed = seeds[defaultIndex] ?? { name: 'main' }
    const defaultId = this.seedBranch(id, defaultSeed, true, undefined)
    seeds.forEach((branch, index) => {
      if (index !== defaultIndex) this.seedBranch(id, branch, false, branch.parent_id ?? defaultId)
    })
    return id
  }

  private seedBranch(
    projectId: string,
    seed: EmulatorBranchSeed,
    isDefault: boolean,
    parentId: string | undefined,
  ): string {
    const id = seed.id ?? neonId('br')
    assertApiId('branch id', id)
    if (this.branches.has(id)) throw new Error(`Duplicate branch id in seed: ${id}`)
    const nameLength = codePointLength(seed.name)
    if (nameLength < 1 || nameLength > BRANCH_NAME_MAX_LENGTH) {
      throw new TypeError(`createManagementEmulator: branch name "${seed.name}" must be 1 to 256 characters`)
    }
    this.branches.set(id, {
      id,
      project_id: projectId,
      ...(parentId ? { parent_id: parentId } : {}),
      name: seed.name,
      default: isDefault,
      created_at: new Date(this.clock.now()).toISOString(),
      operationIds: [],
    })
    this.pluginConfigs.set(id, organizationPluginConfigSchema.parse(seed.organization ?? {}))
    return id
  }

  /** The project's default branch. */
  defaultBranchOf(projectId: string): BranchRecord | undefined {
    for (const branch of this.branches.values()) if (branch.project_id === projectId && branch.default) return branch
    return undefined
  }

  /** The project's branches, oldest first. */
  branchesOf(projectId: string): BranchRecord[] {
    return [...this.branches.values()].filter((branch) => branch.project_id === projectId)
  }

  /** A branch of a project, `undefined` when it is not there (or belongs to another project). */
  branchOf(projectId: string, branchId: string): BranchRecord | undefined {
    const branch = this.branches.get(branchId)
    return branch?.project_id === projectId ? branch : undefined
  }

  /** Registers a new API key id (the API's ids are integers). */
  takeApiKeyId(): number {
    return this.nextApiKeyId++
  }
}
