import { useCallback, useEffect, useRef } from 'react'
import type { RefObject } from 'react'

/** An answer in flight: the invitation, its neighbours after it (in order) and before it (nearest first), and the popover. */
interface NotedAnswer {
  answeredId: string
  after: string[]
  before: string[]
  popover: HTMLElement | null
}

/** Options of {@link useFocusAfterInvitationLeaves}. */
export interface FocusAfterInvitationLeavesOptions {
  /** The invitations group: its items carry `data-invitation-id`. */
  groupRef: RefObject<HTMLElement | null>
  /** The ids of the invitations shown, in order. */
  shownIds: readonly string[]
}

/** What {@link useFocusAfterInvitationLeaves} gives. */
export interface FocusAfterInvitationLeaves {
  /** Notes the invitations around this one, before its answer is sent. */
  remember: (answeredId: string) => void
  /** The answer failed: the invitation stays, and so does the focus. */
  forget: (answeredId: string) => void
}

/** The items of the group, in order. */
const itemsIn = (group: HTMLElement | null) =>
  Array.from(group?.querySelectorAll<HTMLElement>('[data-invitation-id]') ?? [])

/**
 * Keeps the focus in the popover when an answered invitation leaves the list (the list is read again while
 * the answer is still in flight, so the focused button goes with its row before the answer settles): the
 * focus goes to the next invitation, else the one before, else the organizations (the filter box or the
 * listbox), else the popover itself; never to the page. Only when the focus went with the row: a user who
 * moved on meanwhile keeps their place.
 */
export function useFocusAfterInvitationLeaves({
  groupRef,
  shownIds,
}: FocusAfterInvitationLeavesOptions): FocusAfterInvitationLeaves {
  const noted = useRef<NotedAnswer | null>(null)

  // After every render: the shown ids are a new array each time, and the check is cheap.
  useEffect(() => {
    const answer = noted.current
    if (!answer || shownIds.includes(answer.answeredId)) return
    noted.current = null
    const focused = document.activeElement
    if (focused && focused !== document.body) return
    const items = itemsIn(groupRef.current)
    const itemOf = (id: string) => items.find((item) => item.dataset.invitationId === id)
    const neighbour = [...answer.after, ...answer.before].map(itemOf).find(Boolean)
    const popover = answer.popover?.isConnected ? answer.popover : null
    const organizations = popover?.querySelector<HTMLElement>('input, [role="listbox"]')
    const target = neighbour ?? organizations ?? popover
    target?.focus()
  })

  const remember = useCallback(
    (answeredId: string) => {
      const group = groupRef.current
      const ids = itemsIn(group).map((item) => item.dataset.invitationId ?? '')
      const index = Math.max(0, ids.indexOf(answeredId))
      noted.current = {
        answeredId,
        after: ids.slice(index + 1),
        before: ids.slice(0, index).reverse(),
        popover: group?.closest<HTMLElement>('[role="dialog"]') ?? null,
      }
    },
    [groupRef],
  )
  const forget = useCallback((answeredId: string) => {
    if (noted.current?.answeredId === answeredId) noted.current = null
  }, [])
  return { remember, forget }
}
