import { createMemoryTransport } from '../../src/testing'
import type { ContractHarness, MakeHarness } from './harness'

let sequence = 0

/** The contract harness of the memory transport: users are created directly, expiry rewrites `expiresAt`. */
export const makeMemoryHarness: MakeHarness = async () => {
  const transport = createMemoryTransport()
  const harness: ContractHarness = {
    kind: 'memory',
    transport,
    async createUser(name, options = {}) {
      sequence += 1
      const local =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '.')
          .replace(/^\.+|\.+$/g, '') || 'user'
      const email = `${local}.${sequence}@contract.example.com`
      const user = transport.createUser({ name, email, emailVerified: options.emailVerified ?? true })
      return { id: user.id, name: user.name, email: user.email, password: 'memory-has-no-passwords' }
    },
    async signInAs(user) {
      transport.signInAs(user.email)
    },
    async signOut() {
      transport.signOut()
    },
    async setPluginConfig(patch) {
      transport.setPluginConfig(patch)
    },
    async expireInvitation(invitationId) {
      transport.expireInvitation(invitationId)
    },
    async resetPluginConfig() {
      transport.resetPluginConfig()
    },
    async close() {},
  }
  return harness
}
