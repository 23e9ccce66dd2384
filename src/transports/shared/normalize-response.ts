import { z } from 'zod'
import {
  activeMemberRoleSchema,
  fullOrganizationSchema,
  invitationSchema,
  memberPageSchema,
  memberRecordSchema,
  memberSchema,
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

const nullable = <T extends z.ZodType>(schema: T) =>
  z.union([z.null(), z.undefined(), schema]).transform((v) => v ?? null)

const sessionWire = nullable(
  z
    .object({ session: z.object({ activeOrganizationId: z.string().nullish() }).loose(), user: z.unknown() })
    .transform(({ session, user }) =>
      sessionSchema.parse({ user, activeOrganizationId: session.activeOrganizationId }),
    ),
)

/** Full organization: `invitations` may be missing or hidden (1.7.24 gives `[]` to plain members). */
const fullOrganizationWire = nullable(
  z.preprocess((v) => (isRecord(v) ? { invitations: [], members: [], ...v } : v), fullOrganizationSchema),
)

/** A page of members; some versions answer a bare array. */
const memberPageWire = z.preprocess((v) => (Array.isArray(v) ? { members: v, total: v.length } : v), memberPageSchema)

const memberRecordWire = z.preprocess(unwrap('member'), memberRecordSchema)
const invitationWire = z.preprocess(unwrap('invitation'), invitationSchema)

/** Response schema of every operation: each one accepts the shapes Better Auth versions send. */
const RESPONSE_SCHEMAS: { [Op in TransportOperation]: z.ZodType<Output<Op>> } = {
  getSession: sessionWire,
  create: organizationSchema,
  checkSlug: z.object({ status: z.boolean() }),
  list: z.array(organizationSchema),
  setActive: nullable(organizationSchema),
  getFullOrganization: fullOrganizationWire,
  update: organizationSchema,
  delete: z.preprocess(unwrap('organization'), organizationSchema),
  inviteMember: invitationWire,
  acceptInvitation: z.object({ invitation: invitationSchema, member: memberRecordSchema }),
  rejectInvitation: z.preprocess(
    (v) => (isRecord(v) && isRecord(v.invitation) ? v : { invitation: v }),
    z.object({ invitation: invitationSchema }),
  ),
  cancelInvitation: invitationWire,
  getInvitation: invitationWire,
  listInvitations: z.array(invitationSchema),
  listUserInvitations: z.array(invitationSchema),
  listMembers: memberPageWire,
  updateMemberRole: memberRecordWire,
  removeMember: memberRecordWire,
  getActiveMember: z.preprocess(unwrap('member'), memberSchema),
  getActiveMemberRole: activeMemberRoleSchema,
  leave: memberRecordWire,
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
  const schema: z.ZodType<Output<Op>> = RESPONSE_SCHEMAS[operation]
  const result = schema.safeParse(data)
  if (result.success) return result.data
  throw new OrgKitError('UNKNOWN', {
    status,
    message: `${operation}: unexpected response shape (${result.error.issues[0]?.message ?? 'invalid'})`,
    cause: result.error,
  })
}
