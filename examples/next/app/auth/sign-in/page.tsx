import { SignInForm } from './sign-in-form'

/** Only paths of this app: `redirectTo=https://elsewhere` or `//elsewhere` would send people off-site. */
function safePath(value: string | string[] | undefined): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/members'
}

/** Sign-in is the app's own screen (the kit has none): a plain form, then back to `redirectTo`. */
export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { redirectTo } = await searchParams
  return (
    <div className="narrow">
      <SignInForm redirectTo={safePath(redirectTo)} />
    </div>
  )
}
