import { APIError, createAuthEndpoint } from 'better-auth/api'
import * as z from 'zod/mini'
import { idInputSchema } from '../core/field-schemas'
import { readInvitationPreview } from './read-invitation-preview'

/** The preview's path under the auth base path. */
export const INVITATION_PREVIEW_PATH = '/orgkit/invitation-preview'

/** The one answer for a missing and an expired invitation alike: same status, same body, byte for byte. */
const notFound = () => new APIError('NOT_FOUND', { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' })

/**
 * `GET /orgkit/invitation-preview?id=`: what anyone holding an invitation's link may see of it, with no session:
 * the organization's name and logo, the inviter's name, the role, the status and the expiry, never the invitee's
 * e-mail. A malformed id is refused (400) by the query schema before the database is asked. The id is not logged.
 */
export const getInvitationPreview = createAuthEndpoint(
  INVITATION_PREVIEW_PATH,
  { method: 'GET', query: z.object({ id: idInputSchema }) },
  async (ctx) => {
    // Neither answer may be kept by a shared cache, and a browser should ask again (the status changes).
    ctx.setHeader('Cache-Control', 'no-store')
    const preview = await readInvitationPreview(ctx.context.adapter, ctx.query.id, new Date())
    if (!preview) throw notFound()
    return ctx.json({ ...preview, expiresAt: preview.expiresAt.toISOString() })
  },
)
