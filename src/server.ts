// The `orgkit/server` entry. Filled in by its issue; the export map and build exist from the start.
export {}
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
