import { useQuery } from '@tanstack/react-query'
import { isWellFormedSlug } from '../core/slug'
import { useOrgScope } from './use-org-scope'

/** Options of {@link useCheckSlug}. */
export interface UseCheckSlugOptions {
  /**
   * How long the slug must stay unchanged before the server is asked, in milliseconds.
   * @default 300
   */
  debounceMs?: number | undefined
}

/**
 * Whether a slug is free (`data.status`), asked once typing pauses. Each slug is its own query, so the
 * answer always belongs to the slug shown; a slug typed over cancels its pending check (during the
 * wait no call is made, during the call the request is aborted through the signal). Idle for an empty or malformed slug (the form's own validation
 * speaks then).
 *
 * @example
 * const slug = watch('slug')
 * const { data, isFetching } = useCheckSlug(slug)
 * const taken = data?.status === false
 */
export function useCheckSlug(slug: string, options: UseCheckSlugOptions = {}) {
  const { queries, userId, signedIn } = useOrgScope()
  // The rule of `slugInputSchema`, without zod: the hooks entry stays free of schema code.
  const trimmed = slug.trim()
  const wellFormed = isWellFormedSlug(trimmed)
  return useQuery({
    ...queries.checkSlug({ userId, slug: trimmed, delayMs: options.debounceMs ?? 300 }),
    enabled: signedIn && wellFormed,
  })
}
