import type { InvitationPreview } from '../core/domain'

/** The part of Better Auth's database adapter (`ctx.context.adapter`) the preview reads with. */
export interface PreviewAdapter {
  findOne<T>(query: { model: string; where: { field: string; value: string }[] }): Promise<T | null>
}

interface InvitationRow {
  id: string
  organizationId: string
  inviterId: string
  role: string
  status: InvitationPreview['status']
  expiresAt: Date | string
}

interface OrganizationRow {
  name: string
  logo?: string | null
}

interface UserRow {
  name?: string | null
}

const byId = (value: string) => [{ field: 'id', value }]

/**
 * Reads an invitation's public preview through Better Auth's adapter, by the organization plugin's model names
 * (`invitation`, `organization`, `user`; the adapter maps them onto the app's tables and columns). `null` for a
 * missing or expired invitation alike, or one whose organization is gone: the caller answers all of them the
 * same way, so ids cannot be probed. Nothing here reads or returns the invitee's e-mail.
 */
export async function readInvitationPreview(
  adapter: PreviewAdapter,
  invitationId: string,
  now: Date,
): Promise<InvitationPreview | null> {
  const invitation = await adapter.findOne<InvitationRow>({ model: 'invitation', where: byId(invitationId) })
  if (!invitation) return null
  const expiresAt = new Date(invitation.expiresAt)
  if (!(expiresAt.getTime() > now.getTime())) return null
  const organization = await adapter.findOne<OrganizationRow>({
    model: 'organization',
    where: byId(invitation.organizationId),
  })
  if (!organization) return null
  const inviter = await adapter.findOne<UserRow>({ model: 'user', where: byId(invitation.inviterId) })
  return {
    id: invitation.id,
    organizationName: organization.name,
    organizationLogo: organization.logo ?? null,
    inviterName: inviter?.name ?? null,
    role: invitation.role,
    status: invitation.status,
    expiresAt,
  }
}
