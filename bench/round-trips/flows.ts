import type { FlowSummary, RequestLog } from './request-log'

/** Members per page in both dashboards. */
export const PAGE_SIZE = 10

/**
 * The hooks flows, in the order both sides run them (each starts from the state the previous one left): one
 * dashboard built from hooks on each side. The components' own cost per user action is measured by
 * `component-flows.tsx`; these compare the hooks an app would compose itself.
 */
export const FLOWS = [
  {
    id: 'mount',
    label:
      'dashboard mount (session, organizations, active organization, own membership, members page, invitations, 1 permission)',
  },
  {
    id: 'nextPage',
    label:
      'next members page, cut from the active organization’s full read in the browser (both dashboards read it; MemberTable does the same for an organization whose membership_limit is at most 100, and asks the server for each page beyond that)',
  },
  { id: 'permission', label: 'permission check (member:delete)' },
  { id: 'changeRole', label: 'change a member’s role' },
  { id: 'remove', label: 'remove a member' },
  { id: 'invite', label: 'invite by e-mail' },
  { id: 'switch', label: 'switch organization' },
  { id: 'create', label: 'create organization (becomes active)' },
  { id: 'accept', label: 'accept invitation (invitee’s browser)' },
] as const

export type FlowId = (typeof FLOWS)[number]['id']
export type FlowResults = Partial<Record<FlowId, FlowSummary>>

/** What one side needs: a logging fetch per browser and the auth base URL. */
export interface SideContext {
  owner: RequestLog
  invitee: RequestLog
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/api/auth`. */
  baseURL: string
  origin: string
}

/** One way of driving the flows (the kit, or Better Auth's own client). */
export interface Side {
  name: string
  /** Runs every flow; `manual` names the refetches the app itself had to add to show the right data. */
  run(context: SideContext): Promise<{ results: FlowResults; manual: Partial<Record<FlowId, string>> }>
}

/** A plain member of the page not in `except`: someone safe to promote or remove. */
export function pickMember<M extends { id: string; role: string | readonly string[] }>(
  members: readonly M[],
  except: string[],
): M {
  const role = (m: M) => (typeof m.role === 'string' ? m.role : m.role.join(','))
  const found = members.find((m) => role(m) === 'member' && !except.includes(m.id))
  if (!found) throw new Error('no plain member on the page')
  return found
}
