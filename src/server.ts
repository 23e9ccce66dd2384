// The `orgkit/server` entry (Node only), listed name by name.
export { createEmbeddedBackend } from './server/embedded-backend/create-embedded-backend'
export { fastPasswordHasher } from './server/embedded-backend/fast-password-hasher'
export { orgkitDevServer } from './server/vite/orgkit-dev-server'
export type { OrgkitDevServerOptions } from './server/vite/orgkit-dev-server'
export type { OrgkitDevManagementOptions } from './server/vite/dev-management'
export type {
  AuthDatabase,
  BackendMount,
  EmbeddedBackend,
  EmbeddedBackendOptions,
  EmbeddedSeed,
  EmbeddedSeedInvitation,
  EmbeddedSeedOrganization,
  EmbeddedSeedUser,
  MailboxMessage,
  NodeRequestListener,
  PasswordHasher,
} from './server/embedded-backend/types'
export { createManagementEmulator } from './server/management-emulator/create-management-emulator'
export { toNodeMiddleware } from './server/management-emulator/to-node-middleware'
export type { NodeMiddleware } from './server/management-emulator/to-node-middleware'
export type {
  EmulatorBranchSeed,
  EmulatorInjectedFailure,
  EmulatorOperationDurations,
  EmulatorProjectSeed,
  EmulatorRequestRecord,
  ManagementEmulator,
  ManagementEmulatorOptions,
} from './server/management-emulator/types'
