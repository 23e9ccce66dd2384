import { sessionUserSchema } from '../../core/domain'
import type { Session } from '../../core/domain'
import { parseInput } from '../../core/parse-input'
import type { OperationWithInput, ParsedOperationInput } from '../../core/input-schemas'
import { DEFAULT_PLUGIN_CONFIG, organizationPluginConfigPatchSchema } from '../../core/plugin-config'
import type { OrganizationPluginConfigPatch } from '../../core/plugin-config'
import type { RequestOptions, TransportOperation } from '../../core/transport'
import { createClock } from './clock'
import { serverError } from './errors'
import { abortableDelay } from '../../core/abortable-delay'
import { checkLatency, createInstrumentation, throwIfAborted } from './instrumentation'
import * as invitations from './invitation-ops'
import { getInvitationPreview } from './invitation-preview'
import { listOrganizationsWithRoles } from './organization-page'
import * as members from './member-ops'
import { searchMembers } from './member-search'
import * as organizations from './organization-ops'
import { toSessionUser } from './output'
import { addUser, applySeed } from './seed'
import { startSession } from './session'
import { createContext } from './state'
import { findUserByEmail } from './tables'
import type { MemoryTransport, MemoryTransportOptions } from './types'

/** Operations the organization plugin does not serve (the kit's plugin does): its `enabled: false` leaves them working. */
const ORGANIZATION_PLUGIN_FREE: ReadonlySet<TransportOperation> = new Set([
  'getSession',
  'getInvitationPreview',
  'listOrganizationsWithRoles',
  'searchMembers',
])

/**
 * Creates an in-memory transport that answers like a Better Auth 1.7.7 server with the organization plugin:
 * same guards in the same order, same error codes and HTTP statuses, same active-organization rules; sane
 * answers where the server has bugs (no 500s on odd `listMembers` filters, no silent 100-row caps).
 *
 * Every call is logged, validated with `parseInput` before anything else, delayed by `latency`, can be made
 * to fail with `failNext`/`failAlways`, honours `AbortSignal`, and resolves to fresh copies.
 *
 * @example
 * const transport = createMemoryTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
 * const { members, total } = await transport.listMembers({ query: { organizationId, limit: 10 } })
 */
export function createMemoryTransport(options: MemoryTransportOptions = {}): MemoryTransport {
  const clock = createClock(options.now)
  const ctx = createContext(clock, options.accessControl)
  const tools = createInstrumentation(options.latency ?? 0)
  const hasPreviewEndpoint = options.invitationPreview ?? true
  const invitationListLimit = options.invitationListLimit ?? Number.POSITIVE_INFINITY
  const hasOrganizationPage = options.organizationPage ?? true
  const hasMemberSearch = options.memberSearch ?? true
  const organizationListLimit = options.organizationListLimit ?? Number.POSITIVE_INFINITY
  if (options.pluginConfig) Object.assign(ctx.config, organizationPluginConfigPatchSchema.parse(options.pluginConfig))
  if (options.seed) applySeed(ctx, options.seed)
  if (options.signedInAs) startSession(ctx, options.signedInAs)

  /** The pipeline of every call: log, validate, abort, latency, abort, fault, plugin switch, operation. */
  async function call<Input, Result>(
    operation: TransportOperation,
    args: unknown,
    requestOptions: RequestOptions | undefined,
    parse: () => Input,
    run: (input: Input) => Result,
  ): Promise<Result> {
    tools.record(operation, args, clock.now())
    const input = parse()
    const signal = requestOptions?.signal
    await abortableDelay(tools.latency, signal)
    throwIfAborted(signal)
    tools.takeFault(operation)
    if (!ORGANIZATION_PLUGIN_FREE.has(operation) && !ctx.config.enabled)
      throw serverError('PLUGIN_DISABLED', 404, 'Organization plugin is disabled')
    return run(input)
  }

  const parsed =
    <Op extends OperationWithInput>(op: Op, input: unknown) =>
    (): ParsedOperationInput<Op> =>
      parseInput(op, input)
  const none = () => undefined

  const transport: MemoryTransport = {
    getSession: (o) =>
      call('getSession', undefined, o, none, (): Session | null => {
        const user = ctx.session && ctx.db.users.get(ctx.session.userId)
        if (!ctx.session || !user) return null
        return { user: toSessionUser(user), activeOrganizationId: ctx.session.activeOrganizationId }
      }),
    create: (i, o) => call('create', i, o, parsed('create', i), (p) => organizations.createOrganization(ctx, p)),
    checkSlug: (i, o) => call('checkSlug', i, o, parsed('checkSlug', i), (p) => organizations.checkSlug(ctx, p)),
    list: (o) =>
      call('list', undefined, o, none, () => organizations.listOrganizations(ctx).slice(0, organizationListLimit)),
    setActive: (i, o) =>
      call('setActive', i, o, parsed('setActive', i), (p) => organizations.setActiveOrganization(ctx, p)),
    getFullOrganization: (i, o) =>
      call('getFullOrganization', i, o, parsed('getFullOrganization', i), (p) =>
        organizations.getFullOrganization(ctx, p),
      ),
    update: (i, o) => call('update', i, o, parsed('update', i), (p) => organizations.updateOrganization(ctx, p)),
    delete: (i, o) => call('delete', i, o, parsed('delete', i), (p) => organizations.deleteOrganization(ctx, p)),
    inviteMember: (i, o) =>
      call('inviteMember', i, o, parsed('inviteMember', i), (p) => invitations.inviteMember(ctx, p)),
    acceptInvitation: (i, o) =>
      call('acceptInvitation', i, o, parsed('acceptInvitation', i), (p) => invitations.acceptInvitation(ctx, p)),
    rejectInvitation: (i, o) =>
      call('rejectInvitation', i, o, parsed('rejectInvitation', i), (p) => invitations.rejectInvitation(ctx, p)),
    cancelInvitation: (i, o) =>
      call('cancelInvitation', i, o, parsed('cancelInvitation', i), (p) => invitations.cancelInvitation(ctx, p)),
    getInvitation: (i, o) =>
      call('getInvitation', i, o, parsed('getInvitation', i), (p) => invitations.getInvitation(ctx, p)),
    getInvitationPreview: (i, o) =>
      call('getInvitationPreview', i, o, parsed('getInvitationPreview', i), (p) =>
        hasPreviewEndpoint ? getInvitationPreview(ctx, p) : null,
      ),
    listInvitations: (i, o) =>
      call('listInvitations', i, o, parsed('listInvitations', i), (p) =>
        invitations.listInvitations(ctx, p).slice(0, invitationListLimit),
      ),
    listUserInvitations: (o) =>
      call('listUserInvitations', undefined, o, none, () => invitations.listUserInvitations(ctx)),
    listMembers: (i, o) => call('listMembers', i, o, parsed('listMembers', i), (p) => members.listMembers(ctx, p)),
    updateMemberRole: (i, o) =>
      call('updateMemberRole', i, o, parsed('updateMemberRole', i), (p) => members.updateMemberRole(ctx, p)),
    removeMember: (i, o) => call('removeMember', i, o, parsed('removeMember', i), (p) => members.removeMember(ctx, p)),
    getActiveMember: (o) => call('getActiveMember', undefined, o, none, () => members.getActiveMember(ctx)),
    getActiveMemberRole: (i, o) =>
      call('getActiveMemberRole', i, o, parsed('getActiveMemberRole', i), (p) => members.getActiveMemberRole(ctx, p)),
    leave: (i, o) => call('leave', i, o, parsed('leave', i), (p) => members.leaveOrganization(ctx, p)),
    listOrganizationsWithRoles: (i, o) =>
      call('listOrganizationsWithRoles', i, o, parsed('listOrganizationsWithRoles', i), (p) =>
        hasOrganizationPage ? listOrganizationsWithRoles(ctx, p) : null,
      ),
    searchMembers: (i, o) =>
      call('searchMembers', i, o, parsed('searchMembers', i), (p) => (hasMemberSearch ? searchMembers(ctx, p) : null)),

    createUser: (input) => sessionUserSchema.parse(toSessionUser(addUser(ctx, input))),
    setEmailVerified(email, verified) {
      const user = findUserByEmail(ctx.db, email)
      if (!user) throw new Error(`No user with e-mail ${email}`)
      user.emailVerified = verified
    },
    signInAs: (email) => toSessionUser(startSession(ctx, email)),
    signOut() {
      ctx.session = null
    },
    getPluginConfig: () => ({ ...ctx.config }),
    setPluginConfig(patch: OrganizationPluginConfigPatch) {
      Object.assign(ctx.config, organizationPluginConfigPatchSchema.parse(patch))
      return { ...ctx.config }
    },
    resetPluginConfig() {
      ctx.config = { ...DEFAULT_PLUGIN_CONFIG }
      return { ...ctx.config }
    },
    now: () => new Date(clock.now()),
    setNow: (time) => clock.set(time),
    advanceTime: (ms) => clock.advance(ms),
    expireInvitation(invitationId) {
      const row = ctx.db.invitations.get(invitationId)
      if (!row) throw new Error(`No invitation ${invitationId}`)
      row.expiresAt = Math.min(row.expiresAt, clock.now() - 1)
    },
    seed: (seed) => applySeed(ctx, seed),
    get calls() {
      return tools.calls.map((entry) => ({ ...entry, at: new Date(entry.at) }))
    },
    clearCalls() {
      tools.calls.length = 0
    },
    get latency() {
      return tools.latency
    },
    set latency(ms: number) {
      tools.latency = checkLatency(ms)
    },
    failNext: (operation, code, init) => tools.failNext(operation, code, init),
    failAlways: (operation, code, init) => tools.failAlways(operation, code, init),
    clearFaults: (operation) => tools.clearFaults(operation),
  }
  return transport
}
