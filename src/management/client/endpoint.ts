/**
 * What a call is named by in its errors: the method and the concrete path. The SDK builds the URL itself; this
 * only names the call, and refuses an empty id before any request (the SDK would send a path with an empty
 * segment, which the API answers with a redirect, not a 400).
 */
export interface Endpoint {
  method: HttpMethod
  /** The path with its parameters filled in and URL-encoded. */
  path: string
}

/** Methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** Fills a path template such as `/projects/{project_id}/branches`, encoding each parameter. */
export function endpoint(method: HttpMethod, template: string, params: Record<string, string> = {}): Endpoint {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new TypeError(`Missing path parameter ${name}`)
    return encodeURIComponent(value)
  })
  return { method, path }
}
