import { useOrgKit } from '../../query/use-org-kit'

/** An organization a redirect URL can name: `:id` and `:slug` in the URL are replaced by its own. */
export interface RedirectOrganization {
  id: string
  slug?: string | undefined
}

/** `url` with `:id` and `:slug` replaced by the organization's (URL-encoded); as is without one. */
export function fillRedirectUrl(url: string, organization?: RedirectOrganization | null): string {
  if (!organization) return url
  return url
    .replaceAll(':id', encodeURIComponent(organization.id))
    .replaceAll(':slug', encodeURIComponent(organization.slug ?? organization.id))
}

/**
 * Goes to a URL a component was given as a plain value (`afterAcceptUrl`, `afterSwitchUrl`, ...), through
 * the provider's `navigate`. Nothing happens when the component was given none.
 */
export function useRedirect() {
  const { navigate } = useOrgKit()
  return (url: string | undefined, organization?: RedirectOrganization | null) => {
    if (url !== undefined) navigate(fillRedirectUrl(url, organization))
  }
}
