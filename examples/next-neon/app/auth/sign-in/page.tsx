import { safeRedirectPath } from 'orgkit'
import { AuthForm } from '../auth-form'

/** `/auth/sign-in?redirectTo=<path>`: the accept page links here (the kit's default sign-in URL, Neon Auth's path). */
export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { redirectTo } = await searchParams
  return (
    <div className="narrow">
      <AuthForm
        mode="sign-in"
        redirectTo={safeRedirectPath(typeof redirectTo === 'string' ? redirectTo : undefined, '/')}
      />
    </div>
  )
}
