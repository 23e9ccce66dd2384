import { safePath } from '../../../lib/safe-path'
import { SignInForm } from '../auth-forms'

/** `/auth/sign-in?redirectTo=<path>`: the kit's accept page links here (its default sign-in URL). */
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
