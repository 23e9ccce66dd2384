import type { InvitationPreview } from '../../core/domain'
import type { ParsedOperationInput } from '../../core/input-schemas'
import { serverError } from './errors'
import type { MemoryContext } from './state'

/**
 * `getInvitationPreview`, as the kit's Better Auth plugin answers it: no session needed, any status, never the
 * invitee's e-mail; a missing and an expired invitation answer alike (404 `INVITATION_NOT_FOUND`).
 */
export function getInvitationPreview(
  ctx: MemoryContext,
  input: ParsedOperationInput<'getInvitationPreview'>,
): InvitationPreview {
  const row = ctx.db.invitations.get(input.query.id)
  const organization = row && ctx.db.organizations.get(row.organizationId)
  if (!row || !organization || row.expiresAt <= ctx.clock.now())
    throw serverError('INVITATION_NOT_FOUND', 404, 'Invitation not found')
  return {
    id: row.id,
    organizationName: organization.name,
    organizationLogo: organization.logo,
    inviterName: ctx.db.users.get(row.inviterId)?.name ?? null,
    role: row.role,
    status: row.status,
    expiresAt: new Date(row.expiresAt),
  }
}
