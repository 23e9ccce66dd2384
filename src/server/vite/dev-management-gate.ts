import { createHash, timingSafeEqual } from 'node:crypto'
import type { EmbeddedBackend } from '../embedded-backend/types'
import { membershipsOf, sessionUserId } from './session-memberships'
import type { SessionMembership } from './session-memberships'

/** Whom the dev management proxy lets through, and why not when it refuses. */
export type DevManagementDecision =
  | { allowed: true; via: 'token' | 'session' }
  | { allowed: false; status: 401 | 403; code: DevManagementRefusalCode; message: string }

/** The `code` of a refusal in the API's error body `{ code, message }`. */
export type DevManagementRefusalCode = 'SIGN_IN_REQUIRED' | 'OTHER_ORIGIN' | 'OWNER_OR_ADMIN_REQUIRED'

/** What the gate needs: the backend that knows sessions and members, the printed token, the open read. */
export interface DevManagementGateOptions {
  backend: EmbeddedBackend
  /** The token printed at start for scripts (`Authorization: Bearer <token>`). */
  token: string
  /** Whether a request is the read every signed-in user needs (the app's plugin configuration). */
  isSignedInRead: (request: Request) => boolean
}

/** Asks whether a request may pass; `asWrite` judges it as a change whatever its method (to tell the UI). */
export type DevManagementGate = (request: Request, options?: { asWrite?: boolean }) => Promise<DevManagementDecision>

const WRITE_ROLES = new Set(['owner', 'admin'])
const SCRIPTS = 'and scripts that send the token printed at start in the Authorization header.'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** True when `Authorization: Bearer <token>` carries the printed token (compared in constant time). */
function carriesToken(request: Request, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  return given !== undefined && timingSafeEqual(digest(given), digest(token))
}

/**
 * True when a browser says the request comes from elsewhere: an `Origin` other than the server's own, or a
 * `Sec-Fetch-Site` other than `same-origin` (or `none`, a typed address). Another page on localhost is
 * another origin even on the same host, and its requests carry the user's cookies (same site).
 */
function fromAnotherOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  const site = request.headers.get('sec-fetch-site')
  return (
    (origin !== null && origin !== new URL(request.url).origin) ||
    (site !== null && site !== 'same-origin' && site !== 'none')
  )
}

function describeMemberships(memberships: readonly SessionMembership[]): string {
  if (memberships.length === 0) return 'you are in no organization here'
  const list = memberships.map((m) => `${m.roles.join(', ') || 'no role'} in ${m.organizationName}`).join('; ')
  return `${memberships.length === 1 ? 'your role' : 'your roles'}: ${list}`
}

/**
 * The dev management proxy's rule. The printed token lets a script in. Otherwise the request needs the app's
 * session cookie, from the app's own origin: any signed-in user may make the read the app's pages need (the
 * plugin configuration); everything else needs the role `owner` or `admin` in an organization of the branch
 * (the backend's `member` table). `Origin` and `Sec-Fetch-Site` never let anyone in: they only keep other
 * origins out.
 */
export function createDevManagementGate({
  backend,
  token,
  isSignedInRead,
}: DevManagementGateOptions): DevManagementGate {
  return async (request, { asWrite = false } = {}) => {
    if (carriesToken(request, token)) return { allowed: true, via: 'token' }
    const own = new URL(request.url).origin
    if (fromAnotherOrigin(request)) {
      const message = `Refused: this request comes from another origin than this app (${own}). The dev management API answers only this app's own pages, ${SCRIPTS}`
      return { allowed: false, status: 403, code: 'OTHER_ORIGIN', message }
    }
    const userId = await sessionUserId(backend, request)
    if (userId === null) {
      const message = `Not signed in. The dev management API answers this app's signed-in users, ${SCRIPTS}`
      return { allowed: false, status: 401, code: 'SIGN_IN_REQUIRED', message }
    }
    if (!asWrite && request.method === 'GET' && isSignedInRead(request)) return { allowed: true, via: 'session' }
    const memberships = await membershipsOf(backend, userId)
    if (memberships.some((m) => m.roles.some((role) => WRITE_ROLES.has(role)))) return { allowed: true, via: 'session' }
    const message = `Only an owner or admin of an organization on this branch can manage it through the management API (${describeMemberships(memberships)}).`
    return { allowed: false, status: 403, code: 'OWNER_OR_ADMIN_REQUIRED', message }
  }
}
