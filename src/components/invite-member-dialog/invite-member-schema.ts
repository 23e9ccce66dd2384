import { z } from 'zod'
import { emailInputSchema } from '../../core/input-schemas'

/** Most addresses one batch may hold. */
export const MAX_INVITE_BATCH = 50

/** Addresses found in pasted text: valid ones (deduplicated, case-insensitively) and the rest. */
export interface EmailList {
  valid: string[]
  invalid: string[]
}

/** Splits text on commas, semicolons, spaces and new lines; dedupes; sorts valid from invalid addresses. */
export function parseEmailList(text: string): EmailList {
  const seen = new Set<string>()
  const list: EmailList = { valid: [], invalid: [] }
  for (const email of text.split(/[\s,;]+/)) {
    const key = email.toLowerCase()
    if (email && !seen.has(key)) {
      seen.add(key)
      list[emailInputSchema.safeParse(email).success ? 'valid' : 'invalid'].push(email)
    }
  }
  return list
}

/**
 * The invite form's schema for the roles the viewer may invite with (`canInviteWithRole`). Messages are
 * catalog keys, localized when shown. Invalid addresses among valid ones do not block the batch (they are
 * reported per address); a batch without any valid address does.
 */
export function createInviteMemberSchema({ roles }: { roles: readonly string[] }) {
  return z.object({
    emails: z
      .string()
      .transform(parseEmailList)
      .superRefine(({ valid, invalid }, ctx) => {
        const message = valid.length
          ? valid.length > MAX_INVITE_BATCH && 'invite.tooMany'
          : invalid.length
            ? 'error.INVALID_EMAIL'
            : 'invite.required'
        if (message) ctx.addIssue({ code: 'custom', message })
      }),
    role: z.string().refine((role) => roles.includes(role), {
      message: 'error.YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE',
    }),
  })
}

/** The invite form's values as typed. */
export type InviteMemberValues = z.input<ReturnType<typeof createInviteMemberSchema>>
