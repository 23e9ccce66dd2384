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

  it('replaces :email with the invited address, URL-encoded, or with nothing without one', () => {
    const url = '/sign-up?redirectTo=:returnTo&email=:email'
    expect(resolveReturnUrl(url, '/back', { email: 'nina+test@example.com' })).toBe(
      '/sign-up?redirectTo=%2Fback&email=nina%2Btest%40example.com',
    )
    expect(resolveReturnUrl(url, '/back')).toBe('/sign-up?redirectTo=%2Fback&email=')
  })

  it('gives a function the invited address', () => {
    const url = (path: string, { email }: { email?: string | undefined }) => `/join?next=${path}&email=${email ?? ''}`
    expect(resolveReturnUrl(url, '/back', { email: 'nina@example.com' })).toBe(
      '/join?next=/back&email=nina@example.com',
    )
  })
})
