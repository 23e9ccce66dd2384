import type { OrgKitAccessControl, RoleStatements } from '../../../src/core/access-control'
import { roleStatements } from '../../../src/core/permission-statements'
import type { MessageOverrides } from '../../../src/messages/catalog'
import { createMemoryTransport, seedMember, seedOrganization, seedUser } from '../../../src/testing'
import type { MemorySeed, MemoryTransport } from '../../../src/testing'

// An app with its own roles, shared by the custom-role tests and stories. The roles are plain
// `{ statements }` (what a server layout can pass); Better Auth's `ac.newRole(...)` objects read the same.

const role = (statements: RoleStatements) => ({ statements })

/** The app's roles, given to the provider: the defaults re-declared, `billing` and `support`. */
export const APP_ROLES: OrgKitAccessControl = {
  roles: {
    owner: role({ ...roleStatements.owner, invoice: ['create', 'pay', 'refund'] }),
    admin: role(roleStatements.admin),
    member: role(roleStatements.member),
    /** Pays invoices, edits the profile, invites. */
    billing: role({ invoice: ['create', 'pay'], organization: ['update'], invitation: ['create'] }),
    /** Changes members' roles, removes nobody. */
    support: role({ member: ['update'] }),
  },
}

/** The server's roles: the app's, and `auditor`, which the app never described to the kit. */
export const SERVER_ROLES: OrgKitAccessControl = {
  roles: { ...APP_ROLES.roles, auditor: role({ ac: ['read'] }) },
}

/** The app's words for billing; support keeps its name, auditor is unknown to the kit. */
export const APP_ROLE_MESSAGES = {
  'role.billing': 'Accounts',
  'roleDescription.billing': 'Pays invoices and edits the profile.',
} satisfies MessageOverrides

const PEOPLE = ['Alice', 'Bob', 'Carol', 'Dan', 'Erin', 'Fay'] as const

/** E-mail of a person of {@link customRolesSeed}. */
export const emailOf = (name: (typeof PEOPLE)[number]) => `${name.toLowerCase()}@example.com`

/**
 * Acme with one member per kind of role: Alice owner, Bob billing, Carol member, Dan `"member, owner"` (padded
 * by another client, so not an owner), Erin support, Fay auditor; joined in that order.
 */
export function customRolesSeed(): MemorySeed {
  const roles = ['owner', 'billing', 'member', 'member, owner', 'support', 'auditor']
  const start = Date.parse('2026-01-05T09:00:00Z')
  return {
    users: PEOPLE.map((name) => seedUser(name)),
    organizations: [seedOrganization('Acme Inc', { slug: 'acme' })],
    members: PEOPLE.map((name, index) =>
      seedMember('acme', emailOf(name), roles[index], { createdAt: start + index * 86_400_000 }),
    ),
  }
}

/** A memory transport with the server's roles, signed in as `email`, Acme active, its call log emptied. */
export async function customRolesTransport(email: string): Promise<MemoryTransport> {
  const transport = createMemoryTransport({ seed: customRolesSeed(), signedInAs: email, accessControl: SERVER_ROLES })
  const [acme] = await transport.list()
  if (!acme) throw new Error('customRolesTransport: the user is not in Acme')
  await transport.setActive({ organizationId: acme.id })
  transport.clearCalls()
  return transport
}
