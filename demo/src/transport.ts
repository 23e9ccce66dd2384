import { createBetterAuthFetchTransport } from '../../src/index'

/** The auth routes, served same-origin by the embedded backend. */
export const AUTH_BASE_URL = '/api/auth'

/** The demo's one transport: plain fetch to the embedded Better Auth server. */
export const transport = createBetterAuthFetchTransport({ baseURL: AUTH_BASE_URL })

/** Signs in or out with Better Auth's e-mail routes (not part of the kit's transport). */
export async function authPost(path: '/sign-in/email' | '/sign-out', body: object): Promise<void> {
  const response = await fetch(`${AUTH_BASE_URL}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { message?: string }
    throw new Error(error.message ?? `HTTP ${response.status}`)
  }
}
