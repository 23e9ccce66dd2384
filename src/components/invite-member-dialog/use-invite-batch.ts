import { useState } from 'react'
import { OrgKitError } from '../../core/org-kit-error'
import { useInviteMember } from '../../hooks/use-invite-member'
import type { EmailList } from './parse-email-list'
import { refusedStatusOf } from './invite-result'
import type { InviteResult, RefusedInviteResult } from './invite-result'

/** How many invitations are in flight at once: quick, yet under the server's rate limits. */
const INVITATIONS_IN_FLIGHT = 3

/** A batch to send: the addresses as the form parsed them, and the role they are invited with. */
export interface InviteBatch {
  emails: EmailList
  role: string
}

/** What {@link useInviteBatch} gives the form. */
export interface InviteBatchState {
  /** One result per address of the last batch, in the order typed (valid addresses first). */
  results: readonly InviteResult[]
  /** Whether any address of the batch is still being sent. */
  isSending: boolean
  /** Sends a batch, replacing the results; resolves with every address's outcome. */
  sendBatch: (batch: InviteBatch) => Promise<InviteResult[]>
  /** Sends one address again: a resend when it was already invited, else a retry. */
  sendAgain: (result: InviteResult) => Promise<InviteResult>
}

/**
 * Sends the invitations of a batch a few at a time and keeps a result per address, so one refusal never
 * loses the rest. Addresses that are not valid are not sent: they get their refusal at once.
 */
export function useInviteBatch(organizationId: string | undefined): InviteBatchState {
  const inviteMember = useInviteMember()
  const [results, setResults] = useState<InviteResult[]>([])

  const showResult = (result: InviteResult): InviteResult => {
    setResults((shown) => shown.map((each) => (each.email === result.email ? result : each)))
    return result
  }

  const sendOne = async ({ email, role, status }: InviteResult): Promise<InviteResult> => {
    const resend = status === 'invited'
    showResult({ email, role, status: 'sending' })
    try {
      const invitation = await inviteMember.mutateAsync({ email, role, organizationId, resend })
      return showResult({ email, role, status: resend ? 'resent' : 'sent', invitation })
    } catch (error) {
      return showResult({ email, role, status: refusedStatusOf(error), error })
    }
  }

  const sendBatch = async ({ emails, role }: InviteBatch): Promise<InviteResult[]> => {
    const sending = emails.valid.map((email): InviteResult => ({ email, role, status: 'sending' }))
    const invalid = emails.invalid.map((email): RefusedInviteResult => ({
      email,
      role,
      status: 'invalid',
      error: new OrgKitError('INVALID_EMAIL'),
    }))
    setResults([...sending, ...invalid])
    const sent = await mapConcurrently(sending, { concurrency: INVITATIONS_IN_FLIGHT, task: sendOne })
    return [...sent, ...invalid]
  }

  return {
    results,
    isSending: results.some((result) => result.status === 'sending'),
    sendBatch,
    sendAgain: sendOne,
  }
}

/** Options of {@link mapConcurrently}. */
interface MapConcurrentlyOptions<Item, Outcome> {
  /** How many tasks run at once. */
  concurrency: number
  task: (item: Item) => Promise<Outcome>
}

/**
 * Runs `task` on every item, at most `concurrency` at a time: each worker takes the next item when done
 * with its own. The outcomes keep the order of the items.
 */
async function mapConcurrently<Item, Outcome>(
  items: readonly Item[],
  { concurrency, task }: MapConcurrentlyOptions<Item, Outcome>,
): Promise<Outcome[]> {
  const queue = items.entries()
  const outcomes: Outcome[] = []
  const worker = async () => {
    for (const [index, item] of queue) outcomes[index] = await task(item)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return outcomes
}
