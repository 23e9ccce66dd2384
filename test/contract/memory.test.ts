import { makeMemoryHarness } from './memory-harness'
import { runTransportContract } from './run-transport-contract'

runTransportContract(makeMemoryHarness)
