import { describe, it, vi } from 'vitest'
import { createBetterAuthFetchTransport } from '../../src/index'
import { makeRealHarness } from './real/make-real-harness'
import { runTransportContract } from './run-transport-contract'

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

// The contract against the embedded backend on a real Postgres (instead of PGlite), through the fetch
// transport. Runs only with ORGKIT_TEST_DATABASE_URL set, e.g. postgresql://user@127.0.0.1:5432/orgkit_test
// (tables are created on first use; every test makes its own users and organizations).
const databaseUrl = process.env.ORGKIT_TEST_DATABASE_URL

if (databaseUrl) {
  describe('on Postgres', () => {
    runTransportContract((options) =>
      makeRealHarness(
        'fetch',
        (fetch, baseURL) => createBetterAuthFetchTransport({ baseURL, fetch }),
        { databaseUrl },
        options,
      ),
    )
  })
} else {
  describe('on Postgres', () => {
    it.skip('needs ORGKIT_TEST_DATABASE_URL', () => undefined)
  })
}
