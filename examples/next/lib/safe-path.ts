/** A `redirectTo` query value if it is a path of this app, else `fallback` (`//elsewhere` would leave the site). */
export function safePath(value: string | string[] | undefined, fallback = '/members'): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : fallback
}
