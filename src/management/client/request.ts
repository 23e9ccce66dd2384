import type { Endpoint } from './endpoint'
import { errorFromResponse, redact } from './error-from-response'
import { ManagementApiError } from './management-api-error'
import type { ManagementClock } from './management-clock'
import type { RateLimiter } from './rate-limiter'
import { parseRetryAfter, RETRYABLE_STATUSES, retryDelay } from './retry-policy'
import type { RetryPolicy } from './retry-policy'

/** What the transport layer of the client needs. The key lives only in this closure. */
export interface RequesterConfig {
  apiKey: string
  baseUrl: string
  fetch: typeof fetch | undefined
  clock: ManagementClock
  random: () => number
  retry: RetryPolicy
  limiter: RateLimiter | undefined
}

/** One call: where, what, and the signal that cancels it (and its waits). */
export interface RequestSpec {
  endpoint: Endpoint
  query?: Record<string, string | number | undefined>
  body?: unknown
  signal?: AbortSignal | undefined
}

/** Sends a request through the limiter, retrying 423/429/503, and returns the parsed JSON body. */
export type Requester = <T>(spec: RequestSpec) => Promise<T>

function buildUrl(baseUrl: string, path: string, query: RequestSpec['query']): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value))
  const search = params.toString()
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`
}

/** Makes the requester. Errors it throws are {@link ManagementApiError}s or the signal's abort reason. */
export function createRequester(config: RequesterConfig): Requester {
  const secrets = [config.apiKey]
  return async function request<T>({ endpoint, query, body, signal }: RequestSpec): Promise<T> {
    const { method, path, route } = endpoint
    const url = buildUrl(config.baseUrl, path, query)
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${config.apiKey}` }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const payload = body === undefined ? undefined : JSON.stringify(body)
    let waitedMs = 0
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted()
      const slot = await config.limiter?.acquire(route, signal)
      let response: Response
      try {
        const fetchFn = config.fetch ?? globalThis.fetch
        response = await fetchFn(url, {
          method,
          headers,
          ...(payload === undefined ? {} : { body: payload }),
          ...(signal ? { signal } : {}),
        })
      } catch (cause) {
        if (signal?.aborted) throw signal.reason
        // The raw cause is not attached (a custom fetch could put anything in it); its messages are, redacted.
        throw new ManagementApiError({
          status: 0,
          code: 'NETWORK_ERROR',
          message: redact(`Network error: ${describe(cause)}`, secrets),
          method,
          path,
          attempts: attempt,
        })
      } finally {
        // The answer is in (or never will be): the request counts from now for a window.
        slot?.release()
      }
      if (response.ok) return parseBody<T>(response, { method, path, attempts: attempt, signal })
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), config.clock.now())
      // The account's budget is spent until then: no request of this client goes before (not only this one).
      if (response.status === 429 && retryAfterMs !== undefined)
        config.limiter?.pauseUntil(config.clock.now() + retryAfterMs)
      const error = await errorFromResponse(response, { method, path, attempts: attempt, retryAfterMs, secrets })
      if (signal?.aborted) throw signal.reason
      const delay = RETRYABLE_STATUSES.has(response.status)
        ? retryDelay(config.retry, attempt - 1, waitedMs, retryAfterMs, config.random)
        : undefined
      if (delay === undefined) throw error
      await config.clock.sleep(delay, signal)
      waitedMs += delay
    }
  }
}

async function parseBody<T>(
  response: Response,
  at: { method: string; path: string; attempts: number; signal: AbortSignal | undefined },
): Promise<T> {
  try {
    const text = await response.text()
    return (text === '' ? undefined : JSON.parse(text)) as T
  } catch {
    if (at.signal?.aborted) throw at.signal.reason
    // Neither the body nor the parser's message (which quotes the body) is kept: a 200 here may carry a
    // secret, such as a new API key.
    const requestId = response.headers.get('x-request-id') ?? response.headers.get('x-neon-ret-request-id')
    throw new ManagementApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: `The ${response.status} answer is not valid JSON`,
      ...(requestId ? { requestId } : {}),
      method: at.method,
      path: at.path,
      attempts: at.attempts,
    })
  }
}

/** An error's message, a thrown string as is, anything else as JSON (or its type when it has none). */
function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message
  if (typeof value === 'string') return value
  try {
    // `undefined` for a function or a symbol, whatever the lib's type says.
    const json = JSON.stringify(value) as string | undefined
    return json ?? typeof value
  } catch {
    return typeof value
  }
}

/** The messages of an error and its causes, e.g. `fetch failed (connect ECONNREFUSED 127.0.0.1:443)`. */
function describe(error: unknown): string {
  const messages: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 3 && current !== undefined && current !== null; depth++) {
    messages.push(messageOf(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return messages.length > 1 ? `${messages[0]} (${messages.slice(1).join('; ')})` : (messages[0] ?? 'unknown')
}
