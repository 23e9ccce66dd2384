import { useEffect } from 'react'
import type { Organization } from '../../core/domain'
import {
  forgetLastActiveOrganization,
  readLastActiveOrganization,
  rememberLastActiveOrganization,
} from '../../query/last-active-organization'
import { useHydrationSafeValue } from '../ui/use-hydration-safe-value'

/** What {@link useLastActiveOrganizationRecord} keeps the record against. */
export interface LastActiveOrganizationRecordInput {
  /** The signed-in user, `undefined` while signed out or loading. */
  userId: string | undefined
  /** The session's active organization, `null` when none is. */
  activeId: string | null
  /** The user's organizations, `undefined` while they load. */
  organizations: readonly Organization[] | undefined
  /** Whether the list is as the server has it now (not being refetched after a write). */
  listSettled: boolean
  /**
   * Whether a write that changes the active organization is running: its optimistic `activeId` is not
   * recorded (a switch that fails must not become "last used"); the switch records it once the server agrees.
   */
  switching: boolean
}

const notReadYet = () => undefined

/**
 * The organization the user last had active in this browser (`null`: none recorded), kept true: an active
 * organization the user is in is recorded (also one the app made active without the kit), and a recorded
 * one the user is no longer in is forgotten. `undefined` in a server render and in the hydrating render,
 * which cannot read the browser's storage, so both render the same page; read right after.
 */
export function useLastActiveOrganizationRecord(input: LastActiveOrganizationRecordInput): string | null | undefined {
  const { userId, activeId, organizations, listSettled, switching } = input
  const recorded = useHydrationSafeValue<string | null | undefined>(
    () => (userId === undefined ? null : readLastActiveOrganization(userId)),
    notReadYet,
  )
  const isMember = (organizationId: string) => organizations?.some((o) => o.id === organizationId) === true
  // The active organization, when it is one of the user's and not recorded yet.
  const unrecorded = !switching && activeId !== null && activeId !== recorded && isMember(activeId) ? activeId : null
  const stale =
    userId !== undefined &&
    activeId === null &&
    typeof recorded === 'string' &&
    organizations !== undefined &&
    listSettled &&
    !switching &&
    !isMember(recorded)
  useEffect(() => {
    if (userId === undefined) return
    if (unrecorded !== null) rememberLastActiveOrganization(userId, unrecorded)
    if (stale) forgetLastActiveOrganization(userId)
  }, [userId, unrecorded, stale])
  return stale ? null : recorded
}
