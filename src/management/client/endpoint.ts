/** A request target: the route (for rate limiting) and the concrete path. */
export interface Endpoint {
  /** `METHOD /path/{template}`, the unit of the per-route budgets. */
  route: string
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
  return { route: `${method} ${template}`, method, path }
}
