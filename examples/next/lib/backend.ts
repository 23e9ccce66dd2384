import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { createBetterAuthFetchTransport } from 'orgkit'
import type { Session, Transport } from 'orgkit'

/** Where the auth server listens (scripts/backend.mjs). Read at request time, so `next start` can be pointed anywhere. */
export function backendURL(): string {
  return process.env.ORGKIT_BACKEND_URL ?? 'http://127.0.0.1:4100'
}

/**
 * The kit's transport for server components: straight to the auth server (an absolute URL, no browser here),
 * carrying the visitor's session cookie.
 */
export async function serverTransport(): Promise<Transport> {
  const cookie = (await headers()).get('cookie') ?? ''
  return createBetterAuthFetchTransport({ baseURL: `${backendURL()}/api/auth`, headers: { cookie } })
}

/** The signed-in visitor's session and a transport acting as them; signed-out visitors go to sign in first. */
export async function requireSession(returnTo: string): Promise<{ session: Session; transport: Transport }> {
  const transport = await serverTransport()
  const session = await transport.getSession()
  if (!session) redirect(`/auth/sign-in?redirectTo=${encodeURIComponent(returnTo)}`)
  return { session, transport }
}
