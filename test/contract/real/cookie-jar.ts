/** A minimal cookie jar for one signed-in user: name to value, from `Set-Cookie` answers. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  /** The `Cookie` header to send, or `undefined` when empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Stores (or, for expired ones, forgets) the cookies of an answer. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const separator = pair.indexOf('=')
      if (separator <= 0) continue
      const name = pair.slice(0, separator)
      const value = pair.slice(separator + 1)
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute)) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

/**
 * A `fetch` that goes straight into a fetch-style handler (no socket), with the current jar's cookies and
 * the headers a browser or Node's fetch sends: `Origin` and `Sec-Fetch-Mode`. Origin checks are on in the
 * backend, so leaving `Origin` out would fail exactly as it does against a real server.
 */
export function createJarFetch(
  handler: (request: Request) => Promise<Response>,
  options: { origin: string; jar: () => CookieJar },
): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const headers = new Headers(request.headers)
    headers.set('origin', options.origin)
    headers.set('sec-fetch-mode', 'cors')
    const jar = options.jar()
    const cookie = jar.header()
    if (cookie) headers.set('cookie', cookie)
    else headers.delete('cookie')
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    const response = await handler(
      new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
    )
    jar.store(response)
    return response
  }
}
