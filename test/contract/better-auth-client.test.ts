import { vi } from 'vitest'
import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'
import { createBetterAuthClientTransport } from '../../src/index'
import { makeRealHarness } from './real/make-real-harness'
import { runTransportContract } from './run-transport-contract'

// A real backend per file: PGlite start and real requests need more than the defaults on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

// The client is made as an app makes it: `organizationClient({ ac, roles })` with the server's roles, if any.
runTransportContract((options) =>
  makeRealHarness(
    'client',
    (fetch, baseURL, { accessControl }) =>
      createBetterAuthClientTransport(
        createAuthClient({
          baseURL,
          plugins: [organizationClient(accessControl)],
          fetchOptions: { customFetchImpl: fetch },
        }),
      ),
    {},
    options,
  ),
)
