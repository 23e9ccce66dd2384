import { createMemoryTransport } from '../../src/testing'
import type { ContractHarness, MakeHarness } from './harness'

let sequence = 0

/**
 * The contract harness of the memory transport: users are created directly, expiry rewrites `expiresAt`.
 * Everything happens at once, so each step answers with a settled promise.
 */
export const makeMemoryHarness: MakeHarness = (options = {}) => {
  const transport = createMemoryTransport(options.accessControl ? { accessControl: options.accessControl } : {})
  const harness: ContractHarness = {
    kind: 'memory',
    transport,
    createUser(name, options = {}) {
      sequence += 1
      const local =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '.')
          .replace(/^\.+|\.+$/g, '') || 'user'
      const email = `${local}.${sequence}@contract.example.com`
      const user = transport.createUser({ name, email, emailVerified: options.emailVerified ?? true })
      return Promise.resolve({ id: user.id, name: user.name, email: user.email, password: 'memory-has-no-passwords' })
    },
    signInAs(user) {
      transport.signInAs(user.email)
      return Promise.resolve()
    },
    signOut() {
      transport.signOut()
      return Promise.resolve()
    },
    setPluginConfig(patch) {
      transport.setPluginConfig(patch)
      return Promise.resolve()
    },
    expireInvitation(invitationId) {
      transport.expireInvitation(invitationId)
      return Promise.resolve()
    },
    storeMembership({ organizationId, userId, role }) {
      sequence += 1
      const id = `stored${String(sequence)}`
      transport.seed({ members: [{ id, organization: organizationId, user: userId, role }] })
      return Promise.resolve({ id })
    },
    resetPluginConfig() {
      transport.resetPluginConfig()
      return Promise.resolve()
    },
    close: () => Promise.resolve(),
  }
  return Promise.resolve(harness)
}
