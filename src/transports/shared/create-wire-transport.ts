import { OrgKitError } from '../../core/org-kit-error'
import { parseInput } from '../../core/parse-input'
import type { RequestOptions, Transport, TransportOperation } from '../../core/transport'
import { getRequest, writeRequests } from './build-wire-request'
import { planListMembersQuery } from './list-members-query'
import { mapWireError } from './map-wire-error'
import { normalizeResponse } from './normalize-response'
import { readFullOrganization } from './read-full-organization'
import { readMemberPage } from './read-member-page'
import type { WireCall, WireOutcome, WireRequest } from './wire-types'

type Output<Op extends TransportOperation> = Awaited<ReturnType<Transport[Op]>>

/** The reads that only the kit's own Better Auth plugin answers (`orgkit()`); other servers answer 404. */
type PluginRead = 'listOrganizationsWithRoles' | 'searchMembers'

/**
 * The {@link Transport} both Better Auth transports share: input validated with `parseInput` before any
 * I/O, requests built the same way, answers normalized through the core schemas and failures mapped to
 * `OrgKitError`. Only `call` differs: plain `fetch` or a Better Auth client instance.
 */
export function createWireTransport(call: WireCall): Transport {
  // The reads of the kit's own Better Auth plugin that answered 404: the server has no such route (Neon Auth,
  // or an app that did not add `orgkit()`), and is not asked again.
  const withoutPluginRoute = new Set<PluginRead>()
  async function exchange(request: WireRequest, options?: RequestOptions): Promise<WireOutcome> {
    const signal = options?.signal
    if (signal?.aborted) throw signal.reason
    try {
      return await call(request, signal)
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      if (error instanceof OrgKitError) throw error
      throw new OrgKitError('NETWORK_ERROR', {
        status: 0,
        message: `${request.operation}: the server could not be reached`,
        cause: error,
      })
    }
  }

  async function send<Op extends TransportOperation>(
    request: WireRequest & { operation: Op },
    options?: RequestOptions,
  ): Promise<Output<Op>> {
    const outcome = await exchange(request, options)
    if (!outcome.ok) throw mapWireError(outcome, request.operation)
    return normalizeResponse(request.operation, outcome.data, outcome.status)
  }

  /** A read of the kit's plugin: its answer, or `null` from a server without the route (its 404, remembered). */
  async function readPluginRoute<Op extends PluginRead>(
    operation: Op,
    input: unknown,
    options?: RequestOptions,
  ): Promise<Output<Op> | null> {
    const { query } = parseInput(operation, input)
    if (withoutPluginRoute.has(operation)) return null
    const outcome = await exchange(getRequest(operation, { ...query }), options)
    if (outcome.ok) return normalizeResponse(operation, outcome.data, outcome.status)
    if (outcome.status !== 404) throw mapWireError(outcome, operation)
    withoutPluginRoute.add(operation)
    return null
  }

  const typed = <Op extends TransportOperation>(operation: Op, request: WireRequest) => ({ ...request, operation })

  return {
    // The session names the active organization, which every write here can change: it is read from the
    // database, past a cookie cache (Better Auth's `session.cookieCache`, Neon's Next.js handler).
    getSession: async (options) =>
      send(typed('getSession', getRequest('getSession', { disableCookieCache: true })), options),
    create: async (input, options) => send(typed('create', writeRequests.create(parseInput('create', input))), options),
    async checkSlug(input, options) {
      const request = writeRequests.checkSlug(parseInput('checkSlug', input))
      const outcome = await exchange(request, options)
      if (outcome.ok) return normalizeResponse('checkSlug', outcome.data, outcome.status)
      const error = mapWireError(outcome, 'checkSlug')
      // A taken slug is an error on the wire (400 ORGANIZATION_SLUG_ALREADY_TAKEN) but an answer here.
      if (error.code === 'ORGANIZATION_SLUG_ALREADY_TAKEN' || error.code === 'ORGANIZATION_ALREADY_EXISTS')
        return { status: false }
      throw error
    },
    list: async (options) => send(typed('list', getRequest('list')), options),
    setActive: async (input, options) =>
      send(typed('setActive', writeRequests.setActive(parseInput('setActive', input))), options),
    getFullOrganization: async (input, options) =>
      readFullOrganization(exchange, parseInput('getFullOrganization', input).query, options),
    update: async (input, options) => send(typed('update', writeRequests.update(parseInput('update', input))), options),
    delete: async (input, options) => send(typed('delete', writeRequests.delete(parseInput('delete', input))), options),
    inviteMember: async (input, options) =>
      send(typed('inviteMember', writeRequests.inviteMember(parseInput('inviteMember', input))), options),
    acceptInvitation: async (input, options) =>
      send(typed('acceptInvitation', writeRequests.acceptInvitation(parseInput('acceptInvitation', input))), options),
    rejectInvitation: async (input, options) =>
      send(typed('rejectInvitation', writeRequests.rejectInvitation(parseInput('rejectInvitation', input))), options),
    cancelInvitation: async (input, options) =>
      send(typed('cancelInvitation', writeRequests.cancelInvitation(parseInput('cancelInvitation', input))), options),
    getInvitation: async (input, options) =>
      send(typed('getInvitation', getRequest('getInvitation', parseInput('getInvitation', input).query)), options),
    async getInvitationPreview(input, options) {
      const request = getRequest('getInvitationPreview', parseInput('getInvitationPreview', input).query)
      const outcome = await exchange(request, options)
      if (outcome.ok) return normalizeResponse('getInvitationPreview', outcome.data, outcome.status)
      const error = mapWireError(outcome, 'getInvitationPreview')
      // A 404 that is not the preview's own answer is a server without the kit's plugin (Neon Auth, or an app
      // that did not add it): no preview, and the page falls back to what it shows without one.
      if (outcome.status === 404 && error.code !== 'INVITATION_NOT_FOUND') return null
      throw error
    },
    listInvitations: async (input, options) =>
      send(
        typed('listInvitations', getRequest('listInvitations', parseInput('listInvitations', input).query)),
        options,
      ),
    listUserInvitations: async (options) =>
      send(typed('listUserInvitations', getRequest('listUserInvitations')), options),
    async listMembers(input, options) {
      const plan = planListMembersQuery(parseInput('listMembers', input).query)
      if ('answer' in plan) {
        if (options?.signal?.aborted) throw options.signal.reason
        return plan.answer
      }
      return readMemberPage(exchange, plan.query, options)
    },
    updateMemberRole: async (input, options) =>
      send(typed('updateMemberRole', writeRequests.updateMemberRole(parseInput('updateMemberRole', input))), options),
    removeMember: async (input, options) =>
      send(typed('removeMember', writeRequests.removeMember(parseInput('removeMember', input))), options),
    getActiveMember: async (options) => send(typed('getActiveMember', getRequest('getActiveMember')), options),
    getActiveMemberRole: async (input, options) =>
      send(
        typed('getActiveMemberRole', getRequest('getActiveMemberRole', parseInput('getActiveMemberRole', input).query)),
        options,
      ),
    leave: async (input, options) => send(typed('leave', writeRequests.leave(parseInput('leave', input))), options),
    listOrganizationsWithRoles: async (input, options) => readPluginRoute('listOrganizationsWithRoles', input, options),
    searchMembers: async (input, options) => readPluginRoute('searchMembers', input, options),
  }
}
