import { useState } from 'react'
import type { Invitation } from '../../core/domain'
import { isOrgKitError } from '../../core/org-kit-error'
import type { Role } from '../../core/roles'
import { useInviteMember } from '../../hooks/use-invite-member'

/** What happened to one address of a batch. */
export type InviteResultStatus = 'sending' | 'sent' | 'resent' | 'member' | 'invited' | 'invalid' | 'failed'

/** One address of a batch and its outcome. */
export interface InviteResult {
  email: string
  role: Role
  status: InviteResultStatus
  invitation?: Invitation | undefined
  error?: unknown
}

/** How many invitations are sent at once: enough to be quick, few enough to stay under rate limits. */
const CONCURRENCY = 3

const statusOf = (error: unknown): InviteResultStatus => {
  if (!isOrgKitError(error)) return 'failed'
  if (error.code === 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION') return 'member'
  if (error.code === 'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION') return 'invited'
  if (error.code === 'INVALID_EMAIL' || (error.code === 'VALIDATION_ERROR' && error.field === 'email')) return 'invalid'
  return 'failed'
}

/**
 * Sends a batch of invitations a few at a time; each address gets its own result, so one refusal never
 * loses the rest. Already-invited addresses can be resent (`resend: true`), failed ones retried.
 */
export function useInviteBatch(organizationId: string | undefined) {
  const invite = useInviteMember()
  const [results, setResults] = useState<InviteResult[]>([])
  const [running, setRunning] = useState(false)

  const update = (result: InviteResult) => setResults((all) => all.map((r) => (r.email === result.email ? { ...r, ...result } : r)))

  const sendOne = async (email: string, role: Role, resend: boolean): Promise<InviteResult> => {
    update({ email, role, status: 'sending', error: undefined })
    let result: InviteResult
    try {
      const invitation = await invite.mutateAsync({ email, role, organizationId, ...(resend ? { resend: true } : {}) })
      result = { email, role, status: resend ? 'resent' : 'sent', invitation }
    } catch (error) {
      result = { email, role, status: statusOf(error), error }
    }
    update(result)
    return result
  }

  /** Sends the valid addresses, reports the invalid ones; resolves with every result. */
  const run = async (valid: readonly string[], invalid: readonly string[], role: Role): Promise<InviteResult[]> => {
    const refused = invalid.map((email): InviteResult => ({ email, role, status: 'invalid' }))
    setRunning(true)
    setResults([...valid.map((email): InviteResult => ({ email, role, status: 'sending' })), ...refused])
    const done: InviteResult[] = []
    let next = 0
    const worker = async () => {
      while (next < valid.length) done.push(await sendOne(valid[next++] as string, role, false))
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, valid.length) }, worker))
    setRunning(false)
    return [...done, ...refused]
  }

  return {
    results,
    running,
    run,
    resend: (result: InviteResult) => sendOne(result.email, result.role, true),
    retry: (result: InviteResult) => sendOne(result.email, result.role, false),
  }
}
