import { useState } from 'react'
import type { Invitation } from '../../core/domain'
import { isOrgKitError } from '../../core/org-kit-error'
import type { Role } from '../../core/roles'
import { useInviteMember } from '../../hooks/use-invite-member'
import type { EmailList } from './invite-member-schema'

/** What happened to one address of a batch. */
export type InviteResultStatus = 'sending' | 'sent' | 'resent' | 'member' | 'invited' | 'invalid' | 'failed'

/** One address of a batch and its outcome; `invitation` only once sent. */
export interface InviteResult {
  email: string
  role: Role
  status: InviteResultStatus
  invitation?: Invitation
  error?: unknown
}

const STATUS_OF: Record<string, InviteResultStatus> = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'member',
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: 'invited',
  INVALID_EMAIL: 'invalid',
}

/**
 * Sends a batch of invitations three at a time (quick, yet under rate limits); each address gets its own
 * result, so one refusal never loses the rest. `send(result, true)` resends an already-invited address,
 * `send(result)` retries a failed one.
 */
export function useInviteBatch(organizationId: string | undefined) {
  const invite = useInviteMember()
  const [results, setResults] = useState<InviteResult[]>([])

  const send = async ({ email, role }: InviteResult, resend = false): Promise<InviteResult> => {
    const set = (result: InviteResult) => {
      setResults((all) => all.map((r) => (r.email === email ? result : r)))
      return result
    }
    set({ email, role, status: 'sending' })
    try {
      return set({ email, role, status: resend ? 'resent' : 'sent', invitation: await invite.mutateAsync({ email, role, organizationId, resend }) })
    } catch (error) {
      const code = isOrgKitError(error) ? (error.code === 'VALIDATION_ERROR' && error.field === 'email' ? 'INVALID_EMAIL' : error.code) : ''
      return set({ email, role, status: STATUS_OF[code] ?? 'failed', error })
    }
  }

  /** Sends the valid addresses, reports the invalid ones; resolves with every result. */
  const run = async ({ valid, invalid }: EmailList, role: Role): Promise<InviteResult[]> => {
    const refused = invalid.map((email): InviteResult => ({ email, role, status: 'invalid' }))
    setResults([...valid.map((email): InviteResult => ({ email, role, status: 'sending' })), ...refused])
    const done: InviteResult[] = []
    let next = 0
    const worker = async () => {
      while (next < valid.length) done.push(await send({ email: valid[next++] as string, role, status: 'sending' }))
    }
    await Promise.all([worker(), worker(), worker()])
    return [...done, ...refused]
  }

  return { results, running: results.some((r) => r.status === 'sending'), run, send }
}
