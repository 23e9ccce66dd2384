import { matchMutation } from '@tanstack/react-query'
import type { Mutation } from '@tanstack/react-query'
import { orgKeys } from './org-keys'

/** The writes that answer an invitation, and so consume it. */
const ANSWER_KEYS = [orgKeys.mutation('acceptInvitation'), orgKeys.mutation('rejectInvitation')]

/**
 * Whether a mutation accepts or declines the invitation `invitationId` and has not failed: once it has
 * succeeded the invitation is consumed (the server answers 400 for it, and the write drops its read from
 * the cache), and while it runs it is being consumed. A read of it must not start then.
 */
export function isAnswerToInvitation(mutation: Mutation, invitationId: string | undefined): boolean {
  const { status, variables } = mutation.state
  if (status !== 'pending' && status !== 'success') return false
  if (!ANSWER_KEYS.some((mutationKey) => matchMutation({ mutationKey, exact: true }, mutation))) return false
  return (variables as { invitationId?: unknown } | undefined)?.invitationId === invitationId
}
