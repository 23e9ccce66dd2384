import { isWellFormedSlug } from '../../core/slug'
import { useCheckSlug } from '../../hooks/use-check-slug'

/** What is known about a slug typed in a form. */
export interface SlugAvailability {
  /**
   * `idle`: empty or malformed (the field's own validation speaks); `current`: the organization's own slug;
   * `checking`: waiting for the server; `available` / `taken`: its answer; `failed`: the check failed.
   */
  status: 'idle' | 'current' | 'checking' | 'available' | 'taken' | 'failed'
  /** The slug the status is about (trimmed). */
  slug: string
}

/** Availability of a slug as the user types: debounced, each slug its own check, stale checks aborted. */
export function useSlugAvailability(typed: string, currentSlug?: string): SlugAvailability {
  const slug = typed.trim()
  const current = slug === currentSlug
  const { data, isError } = useCheckSlug(current ? '' : slug)
  const status = !isWellFormedSlug(slug) ? 'idle' : current ? 'current' : data ? (data.status ? 'available' : 'taken') : isError ? 'failed' : 'checking'
  return { status, slug }
}
