import { useCallback, useEffect, useRef } from 'react'
import type { RefObject } from 'react'

/** An answer in flight or done: the invitation, its neighbours after it (in order) and before it (nearest first). */
interface NotedAnswer {
  answeredId: string
  after: string[]
  before: string[]
  /** The answer went through: the invitation is about to leave the list. */
  succeeded: boolean
}

/** Options of {@link useFocusAfterAnswer}. */
export interface FocusAfterAnswerOptions {
  /** The section around the list. */
  containerRef: RefObject<HTMLElement | null>
  /** The list's heading (focusable from code), the last place to go. */
  headingRef: RefObject<HTMLElement | null>
  /** The ids of the invitations shown, in order (changes when the list is read again). */
  shownIds: readonly string[]
}

/** What {@link useFocusAfterAnswer} gives. */
export interface FocusAfterAnswer {
  /** Notes the invitations around this one, before its answer is sent. */
  remember: (answeredId: string) => void
  /** The answer went through: once the invitation has left the list, the focus moves on. */
  succeeded: (answeredId: string) => void
  /** The answer failed: the invitation stays, and so does the focus. */
  forget: (answeredId: string) => void
}

/** The item of one invitation in the list, found by its `data-invitation-id`. */
const itemOf = (container: HTMLElement | null, id: string) =>
  Array.from(container?.querySelectorAll<HTMLElement>('[data-invitation-id]') ?? []).find(
    (item) => item.dataset.invitationId === id,
  )

/**
 * Keeps the focus in the list when an answered invitation leaves it: the focus goes to the next invitation,
 * else the one before, else the list's heading; never to the page.
 */
export function useFocusAfterAnswer({ containerRef, headingRef, shownIds }: FocusAfterAnswerOptions): FocusAfterAnswer {
  const noted = useRef<NotedAnswer | null>(null)
  const latestShownIds = useRef(shownIds)

  /** Moves the focus on once the answered invitation is no longer shown. */
  const moveOnIfGone = useCallback(() => {
    const answer = noted.current
    if (!answer?.succeeded || latestShownIds.current.includes(answer.answeredId)) return
    noted.current = null
    const container = containerRef.current
    const next = [...answer.after, ...answer.before].map((id) => itemOf(container, id)).find(Boolean)
    const target = next ?? headingRef.current
    target?.focus()
  }, [containerRef, headingRef])

  useEffect(() => {
    latestShownIds.current = shownIds
    moveOnIfGone()
  }, [shownIds, moveOnIfGone])

  const remember = useCallback((answeredId: string) => {
    const ids = latestShownIds.current
    const index = Math.max(0, ids.indexOf(answeredId))
    noted.current = { answeredId, after: ids.slice(index + 1), before: ids.slice(0, index).reverse(), succeeded: false }
  }, [])
  const succeeded = useCallback(
    (answeredId: string) => {
      if (noted.current?.answeredId !== answeredId) return
      noted.current.succeeded = true
      moveOnIfGone()
    },
    [moveOnIfGone],
  )
  const forget = useCallback((answeredId: string) => {
    if (noted.current?.answeredId === answeredId) noted.current = null
  }, [])
  return { remember, succeeded, forget }
}
