// The public API of `orgkit/better-auth-plugin`: the kit's Better Auth plugin, for the app's own
// `betterAuth({ plugins: [...] })`. Server only; it imports Better Auth and the kit's core, never the
// embedded backend, PGlite, kysely or React.
export { orgkit } from './better-auth-plugin/orgkit-plugin'
export type { OrgKitPluginOptions, OrgKitRateLimit } from './better-auth-plugin/orgkit-plugin'
