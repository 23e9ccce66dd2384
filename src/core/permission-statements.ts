import type { Role } from './roles'

/** Resources and their actions, exactly Better Auth's `defaultStatements`. */
export const defaultStatements = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: ['create', 'read', 'update', 'delete'],
} as const

/** A resource that permissions can be asked about. */
export type Resource = keyof typeof defaultStatements

/** Permissions to check: resource name to the actions all required on it. */
export type Permissions = { [R in Resource]?: readonly (typeof defaultStatements)[R][number][] }

type Statements = Readonly<Record<Resource, readonly string[]>>

/** What each default role may do, exactly Better Auth's `ownerAc`, `adminAc` and `memberAc`. */
export const roleStatements: Readonly<Record<Role, Statements>> = {
  owner: defaultStatements,
  admin: { ...defaultStatements, organization: ['update'] },
  member: { organization: [], member: [], invitation: [], team: [], ac: ['read'] },
}
