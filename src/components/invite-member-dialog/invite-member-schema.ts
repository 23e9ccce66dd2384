import * as z from 'zod/mini'
import type { inviteMemberDialogMessagesEn } from '../../messages/en/invite-member-dialog'
import type { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { parseEmailList } from './parse-email-list'
import type { EmailList } from './parse-email-list'

/** Most addresses one batch may hold. */
export const MAX_INVITE_BATCH = 50

/** The invite dialog's `t` (from `useLocalizedMessages`), which the schema writes its messages with. */
type InviteMemberDialogText = ReturnType<typeof useLocalizedMessages<typeof inviteMemberDialogMessagesEn>>['t']

/** Options of {@link createInviteMemberSchema}. */
export interface InviteMemberSchemaOptions {
  /** The roles the viewer may invite with (`canInviteWithRole`); any other is refused. */
  roles: readonly string[]
  /** Writes the messages of the refusals, in the dialog's language. */
  t: InviteMemberDialogText
}

/** Why a batch cannot go out (invalid addresses among valid ones are reported per address, after sending). */
function emailListProblem({ valid, invalid }: EmailList, t: InviteMemberDialogText): string | undefined {
  if (valid.length > MAX_INVITE_BATCH)
    return t('inviteMemberDialog.tooManyEmailAddressesError', { count: MAX_INVITE_BATCH })
  if (valid.length > 0) return undefined
  if (invalid.length > 0) return t('error.INVALID_EMAIL')
  return t('inviteMemberDialog.emailAddressesRequiredError')
}

/**
 * The invite form's schema: the pasted addresses become an {@link EmailList}, which needs at least one valid
 * address and at most {@link MAX_INVITE_BATCH}; the role must be one the viewer may invite with.
 */
export function createInviteMemberSchema({ roles, t }: InviteMemberSchemaOptions) {
  return z.object({
    emails: z.pipe(z.string(), z.transform(parseEmailList)).check(
      z.superRefine((list: EmailList, context) => {
        const problem = emailListProblem(list, t)
        if (problem) context.addIssue({ code: 'custom', message: problem })
      }),
    ),
    role: z.string().check(
      z.refine((role) => roles.includes(role), {
        message: t('error.YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE'),
      }),
    ),
  })
}

/** The invite form's values as typed. */
export type InviteMemberValues = z.input<ReturnType<typeof createInviteMemberSchema>>
