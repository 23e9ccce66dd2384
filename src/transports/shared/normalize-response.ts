import * as z from 'zod/mini'
import {
  activeMemberRoleSchema,
  fullOrganizationSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberPageSchema,
  memberRecordSchema,
  memberSchema,
  organizationPageSchema,
  organizationSchema,
  sessionSchema,
} from '../../core/domain'
import { OrgKitError } from '../../core/org-kit-error'
import type { Transport, TransportOperation } from '../../core/transport'

type Output<Op extends TransportOperation> = Awaited<ReturnType<Transport[Op]>>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** `{ key: X }` becomes `X`; anything else (already bare) passes through. Versions disagree on wrapping. */
const unwrap = (key: string) => (value: unknown) =>
  isRecord(value) && isRecord(value[key]) && !('id' in value) ? value[key] : value

/** `null` or nothing (signed out, no active organization) becomes `null`; anything else must fit `schema`. */
function nullWhenAbsent<T extends z.ZodMiniType>(schema: T) {
  const absentOrSchema = z.union([z.null(), z.undefined(), schema])
  return z.pipe(
    absentOrSchema,
    z.transform((value: z.output<typeof absentOrSchema>) => value ?? null),
  )
}

/** Runs `prepare` on the raw answer before `schema` checks it (zod's `preprocess`, as zod/mini writes it). */
const preprocess = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema)

/** The session route's answer: the session row (its active organization) and the user. */
const sessionAnswerSchema = z.object({
  session: z.looseObject({ activeOrganizationId: z.nullish(z.string()) }),
  user: z.unknown(),
})

/** The kit's session from the answer (its user is checked next, by `sessionSchema`). */
const sessionFromAnswer = z.transform(({ session, user }: z.output<typeof sessionAnswerSchema>): unknown => ({
  user,
  activeOrganizationId: session.activeOrganizationId,
}))

/** The session, or `null` when signed out; a user that does not fit is a shape error like any other. */
const sessionWire = nullWhenAbsent(z.pipe(z.pipe(sessionAnswerSchema, sessionFromAnswer), sessionSchema))

/** Full organization: `invitations` may be missing or hidden (1.7.24 gives `[]` to plain members). */
const fullOrganizationWire = nullWhenAbsent(
  preprocess((v) => (isRecord(v) ? { invitations: [], members: [], ...v } : v), fullOrganizationSchema),
)

/** A page of members; some versions answer a bare array. */
const memberPageWire = preprocess((v) => (Array.isArray(v) ? { members: v, total: v.length } : v), memberPageSchema)

const memberRecordWire = preprocess(unwrap('member'), memberRecordSchema)
const invitationWire = preprocess(unwrap('invitation'), invitationSchema)

/** Response schema of every operation: each one accepts the shapes Better Auth versions send. */
const RESPONSE_SCHEMAS: { [Op in TransportOperation]: z.ZodMiniType<Output<Op>> } = {
  getSession: sessionWire,
  create: organizationSchema,
  checkSlug: z.object({ status: z.boolean() }),
  list: z.array(organizationSchema),
  setActive: nullWhenAbsent(organizationSchema),
  getFullOrganization: fullOrganizationWire,
  update: organizationSchema,
  delete: preprocess(unwrap('organization'), organizationSchema),
  inviteMember: invitationWire,
  acceptInvitation: z.object({ invitation: invitationSchema, member: memberRecordSchema }),
  rejectInvitation: preprocess(
    (v) => (isRecord(v) && isRecord(v.invitation) ? v : { invitation: v }),
    z.object({ invitation: invitationSchema }),
  ),
  cancelInvitation: invitationWire,
  getInvitation: invitationWire,
  getInvitationPreview: invitationPreviewSchema,
  listInvitations: z.array(invitationSchema),
  listUserInvitations: z.array(invitationSchema),
  listMembers: memberPageWire,
  updateMemberRole: memberRecordWire,
  removeMember: memberRecordWire,
  getActiveMember: preprocess(unwrap('member'), memberSchema),
  getActiveMemberRole: activeMemberRoleSchema,
  leave: memberRecordWire,
  listOrganizationsWithRoles: organizationPageSchema,
  searchMembers: memberPageWire,
}

/**
 * Normalizes a successful answer through the core schemas: metadata string or object to an object, roles
 * to arrays, dates to `Date`, `{member}` or a bare member to the member. A shape that fits none of the
 * known versions rejects with `UNKNOWN` rather than handing odd data to the UI.
 */
export function normalizeResponse<Op extends TransportOperation>(
  operation: Op,
  data: unknown,
  status = 200,
): Output<Op> {
  const schema: z.ZodMiniType<Output<Op>> = RESPONSE_SCHEMAS[operation]
  const result = schema.safeParse(data)
  if (result.success) return result.data
  throw new OrgKitError('UNKNOWN', {
    status,
    message: `${operation}: unexpected response shape (${result.error.issues[0]?.message ?? 'invalid'})`,
    cause: result.error,
  })
}
