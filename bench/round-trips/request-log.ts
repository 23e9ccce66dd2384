// A `fetch` for the round-trip bench: sends the browser's headers (Origin, the session cookie from a jar)
// to the embedded backend on 127.0.0.1 and logs every request with its start and end time (end = body
// fully read), so a flow can be summarized as requests, depth and repeats.
import { must } from '../lib/must'

/** One request as seen by the client. */
export interface LoggedRequest {
  method: string
  /** Path below the auth base path, e.g. `/organization/list`. */
  path: string
  /** The query string, `''` when none. */
  query: string
  body: string
  status: number
  /** `performance.now()` when the request was sent. */
  start: number
  /** `performance.now()` once the response body was read. */
  end: number
}

/** What one flow cost on the wire. */
export interface FlowSummary {
  /** Number of requests. */
  requests: number
  /** Longest chain of requests each sent after the previous one had finished (1 = all in parallel). */
  depth: number
  /** Requests sent more than once (same method, path, query and body), with their count. */
  repeated: string[]
  /** Every request, in order: `GET /organization/list`, ... */
  sequence: string[]
  /**
   * The requests by round: `rounds[0]` are those that waited for no other request of the flow, `rounds[1]`
   * those that waited for one of `rounds[0]`, and so on (`rounds.length === depth`). Each with its query
   * string: `GET /organization/list-members?limit=10&offset=0`.
   */
  rounds: string[][]
  /** From the action to the last response, in milliseconds. */
  wallMs: number
}

/** Cookies of one signed-in browser. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  header(): string | undefined {
    return this.cookies.size === 0 ? undefined : [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const separator = pair.indexOf('=')
      if (separator <= 0) continue
      const name = pair.slice(0, separator)
      const value = pair.slice(separator + 1)
      if (value === '' || attributes.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

const QUIET_MS = 150

/** The logging fetch of one browser (one cookie jar) against one backend. */
export class RequestLog {
  readonly entries: LoggedRequest[] = []
  private inFlight = 0
  private lastActivity = performance.now()
  /** Requests are logged only while recording (setup requests are not). */
  recording = false

  constructor(
    private readonly origin: string,
    private readonly basePath: string,
    readonly jar = new CookieJar(),
  ) {}

  /** The `fetch` to give a transport or client. */
  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, this.origin)
    const method = (
      init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
    ).toUpperCase()
    const headers = new Headers(
      init?.headers ?? (typeof input === 'object' && 'headers' in input ? input.headers : undefined),
    )
    headers.set('origin', this.origin)
    const cookie = this.jar.header()
    if (cookie) headers.set('cookie', cookie)
    // Every request the clients under test make has a JSON string body, or none.
    const body = typeof init?.body === 'string' ? init.body : ''
    const entry: LoggedRequest = {
      method,
      path: url.pathname.startsWith(this.basePath) ? url.pathname.slice(this.basePath.length) : url.pathname,
      query: url.search,
      body,
      status: 0,
      start: performance.now(),
      end: Number.NaN,
    }
    if (this.recording) this.entries.push(entry)
    this.inFlight += 1
    this.lastActivity = entry.start
    try {
      // The caller's AbortSignal is not passed on: under jsdom it is jsdom's, which Node's fetch refuses. An
      // aborted request would still have cost its round trip in a browser, so it is counted all the same.
      const response = await globalThis.fetch(url, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : body,
      })
      this.jar.store(response.headers)
      const payload = await response.arrayBuffer()
      entry.status = response.status
      return new Response(payload.byteLength === 0 ? null : payload, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    } finally {
      entry.end = performance.now()
      this.inFlight -= 1
      this.lastActivity = entry.end
    }
  }

  /** Resolves once nothing is in flight and nothing was sent for {@link QUIET_MS} (signals, refetches). */
  async settled(timeoutMs = 20_000): Promise<void> {
    const deadline = performance.now() + timeoutMs
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      if (this.inFlight === 0 && performance.now() - this.lastActivity >= QUIET_MS) return
      if (performance.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms`)
    }
  }

  /** Records what `action` (and everything it sets off) sends, until the wire is quiet again. */
  async measure(action: () => Promise<unknown>): Promise<FlowSummary> {
    await this.settled()
    const from = this.entries.length
    this.recording = true
    const started = performance.now()
    try {
      await action()
      await this.settled()
    } finally {
      this.recording = false
    }
    return summarize(this.entries.slice(from), started)
  }
}

/** Requests, depth (longest chain of strictly sequential requests) and repeats of one flow. */
export function summarize(entries: LoggedRequest[], started: number): FlowSummary {
  const sorted = [...entries].sort((a, b) => a.start - b.start)
  const depths: number[] = []
  sorted.forEach((entry, i) => {
    let before = 0
    sorted.slice(0, i).forEach((earlier, j) => {
      if (earlier.end <= entry.start) before = Math.max(before, must(depths[j], 'depth'))
    })
    depths.push(before + 1)
  })
  const label = (e: LoggedRequest) => `${e.method} ${e.path}${e.query}`
  const counts = new Map<string, number>()
  for (const e of sorted) {
    const key = `${label(e)}${e.body ? ` ${e.body}` : ''}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const repeated = [...counts].filter(([, n]) => n > 1).map(([key, n]) => `${key.replace(/\s\{.*$/, '')} ×${n}`)
  const last = sorted.reduce((max, e) => Math.max(max, e.end), started)
  const depth = Math.max(0, ...depths)
  const rounds = Array.from({ length: depth }, (_, round) =>
    sorted.filter((_entry, i) => depths[i] === round + 1).map((entry) => label(entry)),
  )
  return {
    requests: sorted.length,
    depth,
    repeated,
    sequence: sorted.map((e) => `${e.method} ${e.path}`),
    rounds,
    wallMs: Math.round(last - started),
  }
}
