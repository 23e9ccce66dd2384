import { safeRedirectPath } from 'orgkit'
import { AuthForm } from '../auth-form'

/** `/auth/sign-up?redirectTo=<path>`: the accept page's "Create an account" link. */
export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { redirectTo } = await searchParams
  return (
    <div className="narrow">
      <AuthForm
        mode="sign-up"
        redirectTo={safeRedirectPath(typeof redirectTo === 'string' ? redirectTo : undefined, '/')}
      />
    </div>
  )
}
