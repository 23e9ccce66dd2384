/**
 * The query string linking sign-in and sign-up to each other: where to come back to, and the invited
 * address when there is one, so the other form starts with it too.
 */
export function authQuery(redirectTo: string, email: string | undefined): string {
  const query = new URLSearchParams({ redirectTo })
  if (email) query.set('email', email)
  return query.toString()
}
