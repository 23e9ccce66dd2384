import { safePath } from '../../../lib/safe-path'
import { SignOutForm } from '../auth-forms'

/** `/auth/sign-out?redirectTo=<path>`: the header links here, and so does the accept page for a wrong account. */
export default async function SignOutPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { redirectTo } = await searchParams
  return (
    <div className="narrow">
      <SignOutForm redirectTo={safePath(redirectTo, '/auth/sign-in')} />
    </div>
  )
}
