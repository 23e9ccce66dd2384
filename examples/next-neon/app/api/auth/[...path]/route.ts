import { auth } from '../../../../lib/auth'

/**
 * `/api/auth/*` of the app: Neon's own handler (`createNeonAuth(...).handler()`; the
 * catch-all must be named `path`). It forwards to the Neon Auth URL only the cookies named
 * `__Secure-neon-auth.*`, and answers `get-session` from a signed `session_data` cookie it keeps, unless the
 * request says `?disableCookieCache=true`, as the kit's session reads do.
 */
export const { GET, POST } = auth.handler()
