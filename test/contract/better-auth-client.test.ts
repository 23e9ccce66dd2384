import { createAuthClient } from 'better-auth/client'
import { organizationClient } from 'better-auth/client/plugins'
import { createBetterAuthClientTransport } from '../../src/index'
import { makeRealHarness } from './real/make-real-harness'
import { runTransportContract } from './run-transport-contract'

runTransportContract(() =>
  makeRealHarness('client', (fetch, baseURL) =>
    createBetterAuthClientTransport(createAuthClient({ baseURL, plugins: [organizationClient()], fetchOptions: { customFetchImpl: fetch } })),
  ),
)
