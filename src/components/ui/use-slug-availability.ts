import { useCheckSlug } from '../../hooks/use-check-slug'
import { isWellFormedSlug } from './organization-fields-schema'

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
export function useSlugAvailability(slug: string, currentSlug?: string): SlugAvailability {
  const trimmed = slug.trim()
  const wellFormed = isWellFormedSlug(trimmed)
  const isCurrent = currentSlug !== undefined && trimmed === currentSlug
  const check = useCheckSlug(wellFormed && !isCurrent ? trimmed : '')
  if (!wellFormed) return { status: 'idle', slug: trimmed }
  if (isCurrent) return { status: 'current', slug: trimmed }
  if (check.data) return { status: check.data.status ? 'available' : 'taken', slug: trimmed }
  if (check.isError) return { status: 'failed', slug: trimmed }
  return { status: 'checking', slug: trimmed }
}
