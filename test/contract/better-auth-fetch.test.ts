import { vi } from 'vitest'
import { createBetterAuthFetchTransport } from '../../src/index'
import { makeRealHarness } from './real/make-real-harness'
import { runTransportContract } from './run-transport-contract'

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

runTransportContract((options) =>
  makeRealHarness('fetch', (fetch, baseURL) => createBetterAuthFetchTransport({ baseURL, fetch }), {}, options),
)
