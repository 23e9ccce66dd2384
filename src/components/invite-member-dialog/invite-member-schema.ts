import { z } from 'zod'
import { emailInputSchema } from '../../core/input-schemas'
import type { Role } from '../../core/roles'

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
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim()
    const key = email.toLowerCase()
    if (email === '' || seen.has(key)) continue
    seen.add(key)
    if (emailInputSchema.safeParse(email).success) list.valid.push(email)
    else list.invalid.push(email)
  }
  return list
}

/**
 * The invite form's schema for the roles the viewer may invite with (`canInviteWithRole`). Messages are
 * catalog keys, localized when shown. Invalid addresses among valid ones do not block the batch (they are
 * reported per address); a batch without any valid address does.
 */
export function createInviteMemberSchema({ roles }: { roles: readonly Role[] }) {
  return z.object({
    emails: z
      .string()
      .transform(parseEmailList)
      .superRefine((list, ctx) => {
        if (list.valid.length === 0) {
          ctx.addIssue({ code: 'custom', message: list.invalid.length === 0 ? 'invite.emailsRequired' : 'invite.noValidEmails' })
        } else if (list.valid.length > MAX_INVITE_BATCH) {
          ctx.addIssue({ code: 'custom', message: 'invite.tooMany' })
        }
      }),
    role: z
      .string()
      .refine((role): role is Role => (roles as readonly string[]).includes(role), { message: 'invite.roleNotAllowed' }),
  })
}

/** The invite form's values as typed. */
export type InviteMemberValues = z.input<ReturnType<typeof createInviteMemberSchema>>

/** The invite form's values once validated: the parsed address list and the role. */
export type InviteMemberOutput = z.output<ReturnType<typeof createInviteMemberSchema>>
