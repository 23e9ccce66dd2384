import type { DefaultRole } from './roles'

/** Resources and their actions, exactly Better Auth's `defaultStatements`. */
export const defaultStatements = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: ['create', 'read', 'update', 'delete'],
} as const

/** A resource of Better Auth's default statements. */
export type Resource = keyof typeof defaultStatements

/**
 * Permissions to check: resource name to the actions all required on it. The default resources are typed
 * with their actions (`{ organization: ['rename'] }` does not compile); an app's own resources
 * (`{ invoice: ['pay'] }`, from its `createAccessControl`) take any action names.
 */
export type Permissions = { readonly [R in Resource]?: readonly (typeof defaultStatements)[R][number][] } & Readonly<
  Partial<Record<string, readonly string[]>>
>

type Statements = Readonly<Record<Resource, readonly string[]>>

/** What each default role may do, exactly Better Auth's `ownerAc`, `adminAc` and `memberAc`. */
export const roleStatements: Readonly<Record<DefaultRole, Statements>> = {
  owner: defaultStatements,
  admin: { ...defaultStatements, organization: ['update'] },
  member: { organization: [], member: [], invitation: [], team: [], ac: ['read'] },
}
