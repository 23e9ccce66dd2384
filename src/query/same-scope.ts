import type { QueryKey } from '@tanstack/react-query'
import { ORGANIZATION_ID_POSITION, USER_ID_POSITION } from './org-keys'

/** A user in an organization: what every organization-scoped key of `orgKeys` is made for. */
export interface KeyScope {
  userId: string
  organizationId: string
}

/**
 * Whether a key was made for this user in this organization. A read's previous answer is shown as its
 * placeholder only then, so switching organization or user never shows another tenant's rows.
 */
export function sameScope(queryKey: QueryKey, { userId, organizationId }: KeyScope): boolean {
  return queryKey[USER_ID_POSITION] === userId && queryKey[ORGANIZATION_ID_POSITION] === organizationId
}
