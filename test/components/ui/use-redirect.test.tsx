import { fillRedirectUrl, useRedirect } from '../../../src/components/ui/use-redirect'
import { renderHookWithKit } from '../../support/render-with-kit'

describe('fillRedirectUrl', () => {
  const acme = { id: 'org_1', slug: 'acme inc' }

  it('replaces :id and :slug, URL-encoded, and only as whole tokens', () => {
    expect(fillRedirectUrl('/orgs/:slug/members?from=:id', acme)).toBe('/orgs/acme%20inc/members?from=org_1')
    expect(fillRedirectUrl('/login/:idp', acme)).toBe('/login/:idp')
  })

  it('gives no URL when it names an organization that is not known, instead of one with a placeholder left in', () => {
    expect(fillRedirectUrl('/orgs/:id', null)).toBeUndefined()
    expect(fillRedirectUrl('/orgs/:slug', { id: 'org_1' })).toBeUndefined()
    expect(fillRedirectUrl('/dashboard', null)).toBe('/dashboard')
  })
})

describe('useRedirect', () => {
  function redirectWith(url: string) {
    const navigate = vi.fn<(url: string) => void>()
    const { result } = renderHookWithKit(() => useRedirect(), { provider: { navigate } })
    result.current(url, { id: 'org_1', slug: 'acme' })
    return navigate.mock.calls
  }

  it('goes to a same-origin path through the provider’s navigate', () => {
    expect(redirectWith('/orgs/:slug')).toEqual([['/orgs/acme']])
  })

  it.each(['javascript:alert(1)', 'https://evil.example/', '//evil.example', '/.//evil.example'])(
    'never goes to %s (another site, or script)',
    (url) => {
      expect(redirectWith(url)).toEqual([])
    },
  )
})
