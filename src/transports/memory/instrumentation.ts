import type { TransportOperation } from '../../core/transport'
import { OrgKitError } from '../../core/org-kit-error'
import { messageForCode, statusForCode } from './errors'
import type { MemoryCall, MemoryFaultCode, MemoryFaultInit } from './types'

// What tests and benchmarks steer around the operations: the call log, latency, injected faults, aborts.

interface Fault {
  code: MemoryFaultCode
  init: MemoryFaultInit
}

/** The call log, latency and fault state of one memory transport. */
export interface Instrumentation {
  readonly calls: MemoryCall[]
  latency: number
  record(operation: TransportOperation, args: unknown, at: number): void
  failNext(operation: TransportOperation, code: MemoryFaultCode, init?: MemoryFaultInit): void
  failAlways(operation: TransportOperation, code: MemoryFaultCode, init?: MemoryFaultInit): void
  clearFaults(operation?: TransportOperation): void
  /** Throws the fault queued or set for an operation, if any. */
  takeFault(operation: TransportOperation): void
}

function copy(value: unknown): unknown {
  if (value === undefined) return undefined
  try {
    return structuredClone(value)
  } catch {
    return value
  }
}

/** Makes the instrumentation with an initial latency. */
export function createInstrumentation(latency = 0): Instrumentation {
  const next = new Map<TransportOperation, Fault[]>()
  const always = new Map<TransportOperation, Fault>()
  const toError = ({ code, init }: Fault) =>
    new OrgKitError(code, {
      status: init.status ?? statusForCode(code),
      message: init.message ?? messageForCode(code),
      retryAfterMs: init.retryAfterMs,
    })
  return {
    calls: [],
    latency: checkLatency(latency),
    record(operation, args, at) {
      this.calls.push({ operation, args: copy(args), at: new Date(at) })
    },
    failNext(operation, code, init = {}) {
      const queue = next.get(operation) ?? []
      queue.push({ code, init })
      next.set(operation, queue)
    },
    failAlways(operation, code, init = {}) {
      always.set(operation, { code, init })
    },
    clearFaults(operation) {
      if (operation === undefined) {
        next.clear()
        always.clear()
      } else {
        next.delete(operation)
        always.delete(operation)
      }
    },
    takeFault(operation) {
      const queued = next.get(operation)?.shift()
      if (queued) throw toError(queued)
      const persistent = always.get(operation)
      if (persistent) throw toError(persistent)
    },
  }
}

/** Validates a latency value. */
export function checkLatency(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0)
    throw new RangeError(`Latency must be a non-negative number of milliseconds, got ${ms}`)
  return ms
}

/** Rejects with the signal's reason when it is aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason
}
