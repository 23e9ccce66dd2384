/**
 * Resolves after `ms` milliseconds (at once for 0 or less); rejects with `signal.reason` as soon as
 * `signal` aborts, including when it is already aborted. The one timer the kit waits on: the memory
 * transport's latency and the management client's backoff, pacing and polling.
 */
export function abortableDelay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const rejectWithReason = () => {
      // Whatever the caller aborted with, as `signal.throwIfAborted()` would throw it.
      const reason: unknown = signal?.reason
      reject(reason)
    }
    if (signal?.aborted) {
      rejectWithReason()
      return
    }
    if (ms <= 0) {
      resolve()
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      rejectWithReason()
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
