import { createNeonAuth } from '@neondatabase/auth/next/server'

/**
 * Neon Auth on the server, as every Neon Auth Next.js app sets it up: the Neon Auth URL (here the kit's
 * embedded backend, scripts/backend.mjs) and the secret that signs the session cookie cache.
 */
export const auth = createNeonAuth({
  baseUrl: process.env.NEON_AUTH_BASE_URL ?? 'http://127.0.0.1:4100/api/auth',
  cookies: {
    // At least 32 characters (`openssl rand -base64 32`): Neon's SDK refuses a missing or shorter one.
    secret: process.env.NEON_AUTH_COOKIE_SECRET ?? '',
  },
})
