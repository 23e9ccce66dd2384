// The `orgkit/testing` entry: the memory transport and its seed helpers, listed name by name.
export { createMemoryTransport } from './transports/memory/create-memory-transport'
export {
  DEMO_OWNER_EMAIL,
  demoSeed,
  largeOrganizationSeed,
  seedInvitation,
  seedMember,
  seedOrganization,
  seedUser,
} from './transports/memory/seed-builders'
export type { LargeOrganizationSeed, LargeOrganizationSeedOptions } from './transports/memory/seed-builders'
export type { MemorySeed, SeedInvitation, SeedMember, SeedOrganization, SeedUser } from './transports/memory/seed'
export type {
  MemoryCall,
  MemoryFaultCode,
  MemoryFaultInit,
  MemoryTransport,
  MemoryTransportOptions,
  MemoryUserInput,
  TimeInput,
} from './transports/memory/types'
