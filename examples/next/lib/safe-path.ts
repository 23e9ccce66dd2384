import { safeRedirectPath } from 'orgkit'

/**
 * A `redirectTo` query value if it is a path of this app, else `fallback`: the kit's own check, which also
 * refuses `//elsewhere`, `/\elsewhere`, paths that resolve to another host and every other scheme.
 */
export function safePath(value: string | string[] | undefined, fallback = '/members'): string {
  return safeRedirectPath(typeof value === 'string' ? value : undefined, fallback)
}
