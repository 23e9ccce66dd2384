import { createBetterAuthFetchTransport } from '../../src/index'

/** The auth routes, served same-origin by the embedded backend (`orgkitDevServer`). */
export const AUTH_BASE_URL = '/api/auth'

/** The demo's one transport: plain fetch to the Better Auth server, the session in its cookie. */
export const transport = createBetterAuthFetchTransport({ baseURL: AUTH_BASE_URL })

/** What Better Auth's e-mail sign-up answers: a session token, or `null` while the e-mail awaits verification. */
interface SignUpAnswer {
  token: string | null
}

async function post<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${AUTH_BASE_URL}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string }
  if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`)
  return answer
}

// Signing in and out is the app's business (Better Auth's e-mail routes), not the kit's.
export const signIn = async (email: string, password: string): Promise<void> => {
  await post('/sign-in/email', { email, password })
}
export const signOut = async (): Promise<void> => {
  await post('/sign-out', {})
}
/** Signs up; `signedIn` is false when the e-mail must be verified first (invitation e-mails on). */
export const signUp = async (input: { name: string; email: string; password: string; callbackURL: string }) => ({
  signedIn: (await post<SignUpAnswer>('/sign-up/email', input)).token !== null,
})
