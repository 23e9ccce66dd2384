import type { QueryKey } from '@tanstack/react-query'
import { KEY_POSITION } from './org-keys'

/** Whether two keys belong to the same user and organization (positions of `orgKeys`). */
export function sameScope(a: QueryKey, b: QueryKey): boolean {
  return a[KEY_POSITION.userId] === b[KEY_POSITION.userId] && a[KEY_POSITION.organizationId] === b[KEY_POSITION.organizationId]
}
