import { DEFAULT_PLUGIN_CONFIG, organizationPluginConfigPatchSchema } from '../../src/core/plugin-config'
import type { OrganizationPluginConfig } from '../../src/core/plugin-config'

// The management emulator of `orgkit/server` is Node-only (node:crypto, Buffer), so stories answer the two
// plugin routes with this small browser-side stand-in, routed in as the client's `fetch`. It answers in the
// API's shapes: `{ organization }` on GET, the five fields on PATCH, `{ code, message, request_id }` on error.

/** The project and branch every story configures. */
export const STORY_PROJECT_ID = 'orgkit-dev'
export const STORY_BRANCH_ID = 'br-orgkit-dev-main'
/** The key the fake accepts. */
export const STORY_API_KEY = 'story-dev-key'

/** An answer the fake gives instead of serving, once per entry. */
export interface FakeFailure {
  method: 'GET' | 'PATCH'
  status: number
  message: string
}

/** How a story sets up the fake (`parameters.management`). */
export interface FakeManagementParameters {
  /** The branch's configuration at start; missing fields take the spec's defaults. */
  config?: Partial<OrganizationPluginConfig>
  /** Delay of every answer, in milliseconds. */
  latency?: { GET?: number; PATCH?: number }
  /** Answers given instead of serving, in order per method. */
  failures?: readonly FakeFailure[]
  /** The key the client sends; anything but {@link STORY_API_KEY} gets a 401. */
  apiKey?: string
}

/** The fake: a `fetch` for the client, and the PATCH bodies it received. */
export interface FakeManagementApi {
  fetch: typeof fetch
  patches: unknown[]
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Request-ID': `req-story-${status}` },
  })
const refusal = (status: number, message: string) =>
  json(status, { code: '', message, request_id: `req-story-${status}` })

/** Makes a fake management API holding one branch's organization plugin configuration. */
export function createFakeManagementApi(params: FakeManagementParameters = {}): FakeManagementApi {
  let config: OrganizationPluginConfig = { ...DEFAULT_PLUGIN_CONFIG, ...params.config }
  const failures = [...(params.failures ?? [])]
  const patches: unknown[] = []
  const base = `/api/v2/projects/${STORY_PROJECT_ID}/branches/${STORY_BRANCH_ID}/auth/plugins`

  const serve = (method: string, path: string, headers: Headers, body: string | undefined): Response => {
    if (headers.get('authorization') !== `Bearer ${STORY_API_KEY}`) return refusal(401, 'invalid API key')
    const failure = failures.findIndex((f) => f.method === method)
    if (failure >= 0) {
      const [{ status, message }] = failures.splice(failure, 1) as [FakeFailure]
      return refusal(status, message)
    }
    if (method === 'GET' && path === base) return json(200, { organization: config, allow_localhost: true })
    if (method === 'PATCH' && path === `${base}/organization`) {
      const patch: unknown = JSON.parse(body ?? 'null')
      patches.push(patch)
      const parsed = organizationPluginConfigPatchSchema.safeParse(patch)
      if (!parsed.success) return refusal(400, `invalid request: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
      config = { ...config, ...parsed.data }
      return json(200, config)
    }
    return refusal(404, 'not found')
  }

  // The client (Neon's SDK under it) hands over one Request: its method, headers and body are read off it.
  const fakeFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const method = request.method
    const delay = params.latency?.[method as 'GET' | 'PATCH'] ?? 0
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    const body = method === 'GET' ? undefined : await request.text()
    return serve(method, new URL(request.url).pathname, request.headers, body)
  }
  return { fetch: fakeFetch, patches }
}
