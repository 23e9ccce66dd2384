/** What a route answers: a status and a JSON body. */
export interface RouteResult {
  status: number
  body: unknown
}

/** One route: `METHOD /path/{template}` and its handler. */
export interface Route<Context> {
  method: string
  template: string
  handle(context: Context, params: Record<string, string>): RouteResult | Promise<RouteResult>
}

/** A match: the route, its key for rate limiting, and the decoded path parameters. */
export interface RouteMatch<Context> {
  route: Route<Context>
  key: string
  params: Record<string, string>
}

function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/')
  const have = path.split('/')
  if (want.length !== have.length) return undefined
  const params: Record<string, string> = {}
  for (let index = 0; index < want.length; index++) {
    const part = want[index] ?? ''
    const value = have[index] ?? ''
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    if (name) {
      if (value === '') return undefined
      try {
        params[name] = decodeURIComponent(value)
      } catch {
        return undefined
      }
    } else if (part !== value) return undefined
  }
  return params
}

/**
 * Finds the route of a request. `undefined` with `allowed` listing methods means the path exists under
 * other methods (405); with `allowed` empty, no such path (404).
 */
export function matchRoute<Context>(
  routes: readonly Route<Context>[],
  method: string,
  path: string,
): RouteMatch<Context> | { allowed: string[] } {
  const allowed: string[] = []
  for (const route of routes) {
    const params = matchTemplate(route.template, path)
    if (!params) continue
    if (route.method === method) return { route, key: `${route.method} ${route.template}`, params }
    allowed.push(route.method)
  }
  return { allowed }
}

/** Type guard for a found route. */
export function isRouteMatch<Context>(
  match: RouteMatch<Context> | { allowed: string[] },
): match is RouteMatch<Context> {
  return 'route' in match
}
