import { createAuthClient } from '@neondatabase/auth'
import { BetterAuthReactAdapter } from '@neondatabase/auth/react/adapters'
import { afterAll, vi } from 'vitest'
import { createNeonAuthClientTransport } from '../../src/index'
import { makeRealHarness } from './real/make-real-harness'
import { runTransportContract } from './run-transport-contract'

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

// The client of Neon Auth's SDK, made as a Neon app makes it. The SDK sends every request through the
// global fetch (it replaces any `customFetchImpl`), so the harness's cookie-jar fetch, which answers from the
// backend in process, takes the global's place for this file (the file's two harnesses, the second one for the
// custom-role cases, run one after the other).
afterAll(() => {
  vi.unstubAllGlobals()
})

runTransportContract((options) =>
  makeRealHarness(
    'client',
    (fetch, baseURL) => {
      vi.stubGlobal('fetch', fetch)
      return createNeonAuthClientTransport(createAuthClient(baseURL, { adapter: BetterAuthReactAdapter() }))
    },
    {},
    options,
  ),
)
