import { resolveReturnUrl } from '../../../src/components/accept-invitation/accept-invitation-links'

describe('resolveReturnUrl', () => {
  const returnTo = '/auth/accept-invitation?invitationId=abc'

  it('replaces :returnTo in a plain string with the path, URL-encoded (what a server component can pass)', () => {
    expect(resolveReturnUrl('/sign-in?redirectTo=:returnTo', returnTo)).toBe(
      '/sign-in?redirectTo=%2Fauth%2Faccept-invitation%3FinvitationId%3Dabc',
    )
  })

  it('leaves a string without the placeholder as it is', () => {
    expect(resolveReturnUrl('/sign-in', returnTo)).toBe('/sign-in')
  })

  it('calls a function with the path', () => {
    expect(resolveReturnUrl((path) => `/login?next=${path}`, returnTo)).toBe(`/login?next=${returnTo}`)
  })
})
