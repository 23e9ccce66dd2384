import { isWellFormedSlug } from '../../core/slug'
import { useCheckSlug } from '../../hooks/use-check-slug'

/**
 * What is known about a slug typed in a form. `idle`: empty or malformed (the field's own validation
 * speaks); `current`: the organization's own slug; `checking`: waiting for the server; `available` /
 * `taken`: its answer; `failed`: the check failed.
 */
export type SlugStatus = 'idle' | 'current' | 'checking' | 'available' | 'taken' | 'failed'

/** What is known about a slug typed in a form, and which slug that is. */
export interface SlugAvailability {
  status: SlugStatus
  /** The slug the status is about (trimmed). */
  slug: string
}

/** What the server's check said so far: its answer, or that it failed. */
interface SlugCheck {
  answer: { status: boolean } | undefined
  failed: boolean
}

/** The status of a well-formed slug other than the current one, from the server's check. */
function slugStatusOf({ answer, failed }: SlugCheck): Exclude<SlugStatus, 'idle' | 'current'> {
  if (answer) return answer.status ? 'available' : 'taken'
  return failed ? 'failed' : 'checking'
}

/** Availability of a slug as the user types: debounced, each slug its own check, stale checks aborted. */
export function useSlugAvailability(typed: string, currentSlug?: string): SlugAvailability {
  const slug = typed.trim()
  const isCurrent = slug === currentSlug
  const { data, isError } = useCheckSlug(isCurrent ? '' : slug)
  if (!isWellFormedSlug(slug)) return { status: 'idle', slug }
  if (isCurrent) return { status: 'current', slug }
  return { status: slugStatusOf({ answer: data, failed: isError }), slug }
}

/** Whether the server already said that `slug` is taken: a form then refuses it without asking to save. */
export function isKnownTaken(availability: SlugAvailability, slug: string): boolean {
  return availability.status === 'taken' && availability.slug === slug
}
