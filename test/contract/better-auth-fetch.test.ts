import { createBetterAuthFetchTransport } from '../../src/index'
import { makeRealHarness } from './real/make-real-harness'
import { runTransportContract } from './run-transport-contract'

runTransportContract(() => makeRealHarness('fetch', (fetch, baseURL) => createBetterAuthFetchTransport({ baseURL, fetch })))
