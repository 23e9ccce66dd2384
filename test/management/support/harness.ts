import { inspect } from 'node:util'
import { createManagementClient } from '../../../src/management/client/create-management-client'
import type { ManagementClient, ManagementClientOptions } from '../../../src/management/client/management-client'
import { createManagementEmulator } from '../../../src/server/management-emulator/create-management-emulator'
import type { ManagementEmulator, ManagementEmulatorOptions } from '../../../src/server/management-emulator/types'
import { FakeClock } from './fake-clock'

/** The test API key; every test asserts it never shows up in an error. */
export const TEST_API_KEY = 'napi_test_key_0123456789abcdef0123456789abcdef'

/** A request as it reached the emulator, for header assertions. */
export interface SeenRequest {
  method: string
  url: string
  headers: Headers
}

/** A client wired to an emulator in-process, both on one fake clock (vitest's fake timers). */
export interface Harness {
  clock: FakeClock
  emulator: ManagementEmulator
  client: ManagementClient
  /** Every request the client sent, in order. */
  seen: SeenRequest[]
  /** Makes another client on the same emulator and clock (a plain function: tests destructure it). */
  makeClient: (overrides?: Partial<ManagementClientOptions>) => ManagementClient
}

/** Builds a fresh emulator and client. Operations take 400 + 1200 ms of fake time by default. */
export function createHarness(
  options: { emulator?: Omit<ManagementEmulatorOptions, 'clock'>; client?: Partial<ManagementClientOptions> } = {},
): Harness {
  const clock = new FakeClock()
  const emulator = createManagementEmulator({ apiKey: TEST_API_KEY, ...options.emulator, clock })
  const seen: SeenRequest[] = []
  const inProcessFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    seen.push({ method: request.method, url: request.url, headers: new Headers(request.headers) })
    return emulator.handler(request)
  }
  const makeClient = (overrides: Partial<ManagementClientOptions> = {}) =>
    createManagementClient({
      apiKey: TEST_API_KEY,
      baseUrl: 'http://emulator.test/api/v2',
      fetch: inProcessFetch,
      ...options.client,
      ...overrides,
    })
  return { clock, emulator, client: makeClient(), seen, makeClient }
}

/** Everything an error exposes to a log: message, stack, JSON, and its own properties. */
export function everythingLoggable(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return [
    String(error),
    error.stack ?? '',
    JSON.stringify(error),
    inspect(error, { depth: 10, showHidden: true }),
  ].join('\n')
}
