import { safeRedirectPath } from '../../core/safe-redirect-path'
import { useOrgKitContext } from '../../query/use-org-kit-context'

/** An organization a redirect URL can name: `:id` and `:slug` in the URL are replaced by its own. */
export interface RedirectOrganization {
  id: string
  slug?: string | undefined
}

const ID_TOKEN = /:id\b/g
const SLUG_TOKEN = /:slug\b/g

/**
 * `url` with `:id` and `:slug` replaced by the organization's (URL-encoded); `undefined` when the URL names
 * what is not known (no organization, or no slug for `:slug`), rather than a URL with a placeholder left in.
 */
export function fillRedirectUrl(url: string, organization?: RedirectOrganization | null): string | undefined {
  const namesId = url.search(ID_TOKEN) !== -1
  const namesSlug = url.search(SLUG_TOKEN) !== -1
  if (!organization) return namesId || namesSlug ? undefined : url
  if (namesSlug && organization.slug === undefined) return undefined
  return url
    .replace(ID_TOKEN, encodeURIComponent(organization.id))
    .replace(SLUG_TOKEN, encodeURIComponent(organization.slug ?? ''))
}

/**
 * Goes to a URL a component was given as a plain value (`afterAcceptUrl`, `afterSwitchUrl`, ...), through
 * the provider's `navigate`. Nothing happens when the component was given none, when the URL names an
 * organization that is not known, or when it is not a same-origin path ({@link safeRedirectPath}): a URL
 * from a query string can never send the user to another site or run a `javascript:` URL.
 */
export function useRedirect() {
  const { navigate } = useOrgKitContext()
  return (url: string | undefined, organization?: RedirectOrganization | null) => {
    if (url === undefined) return
    const filled = fillRedirectUrl(url, organization)
    const safe = filled === undefined ? '' : safeRedirectPath(filled, '')
    if (safe !== '') navigate(safe)
  }
}
