import type { BetterAuthOptions } from 'better-auth'
import { organization } from 'better-auth/plugins/organization'
import { orgkit } from '../../better-auth-plugin/orgkit-plugin'
import type { AuthDatabase } from './types'
import type { OrganizationPluginConfig } from '../../core/plugin-config'
import type { DevMailbox } from './dev-mailbox'
import type { PluginAccessControl } from './plugin-access-control'
import type { EmbeddedBackendOptions, PasswordHasher } from './types'

/** What {@link buildAuthOptions} needs. */
export interface AuthOptionsInput {
  db: AuthDatabase
  /** Read on every request, so configuration changes apply to the next one. */
  config: () => OrganizationPluginConfig
  secret: string
  baseURL: string | { allowedHosts: string[]; protocol?: 'http' | 'https' }
  basePath: string
  trustedOrigins: string[]
  passwordHasher: PasswordHasher | undefined
  mailbox: DevMailbox
  rateLimit: { enabled: boolean; window?: number; max?: number }
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  /** The organization plugin's `ac` and `roles`; Better Auth's defaults when absent. */
  accessControl: PluginAccessControl | undefined
  /** Whether the kit's plugin (`orgkit()`) runs; `false` is stock Better Auth, as Neon Auth. */
  orgkitPlugin: boolean
  /** Cookie prefix and `Secure`; Better Auth's defaults for what is absent. */
  cookies?: EmbeddedBackendOptions['cookies']
}

/**
 * The accept link the spec prescribes (the app serves this route), with the invited address: the accept page
 * hands it to sign-in and sign-up, whose forms start with it. The address is no secret to the one the e-mail
 * is sent to; the link holds no token (the invitation's id alone grants nothing without that address's
 * account).
 */
export const acceptInvitationPath = (invitationId: string, email: string) =>
  `/auth/accept-invitation?invitationId=${encodeURIComponent(invitationId)}&email=${encodeURIComponent(email)}`

/**
 * Better Auth options for the embedded backend: e-mail and password plus the organization plugin (and the
 * kit's own, for the invitation preview), whose
 * options are getters over the live plugin configuration. Better Auth reads `ctx.context.orgOptions` (the
 * very object passed to `organization()`) and `emailAndPassword` at request time, so a configuration change
 * takes effect on the next request without rebuilding the instance.
 */
export function buildAuthOptions(input: AuthOptionsInput): BetterAuthOptions {
  const { config, mailbox } = input
  const sendInvitationEmail = (data: {
    id: string
    email: string
    organization: { name: string }
    inviter: { user: { name: string; email: string } }
  }) => {
    const to = data.email.toLowerCase()
    const link = acceptInvitationPath(data.id, to)
    mailbox.send({
      kind: 'invitation',
      to,
      subject: `${data.inviter.user.name} invited you to join ${data.organization.name}`,
      text: `${data.inviter.user.name} (${data.inviter.user.email}) invited you to join ${data.organization.name}. Accept: ${link}`,
      link,
      invitationId: data.id,
    })
    return Promise.resolve()
  }
  const organizationOptions = {
    get organizationLimit() {
      return config().organization_limit
    },
    get membershipLimit() {
      return config().membership_limit
    },
    get creatorRole() {
      return config().creator_role
    },
    get sendInvitationEmail() {
      return config().send_invitation_email ? sendInvitationEmail : undefined
    },
    ...input.accessControl,
  }
  return {
    database: { db: input.db, type: 'postgres' },
    secret: input.secret,
    baseURL: input.baseURL,
    basePath: input.basePath,
    trustedOrigins: input.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      // The spec: sending invitation e-mails requires e-mail verification at sign-up.
      get requireEmailVerification() {
        return config().send_invitation_email
      },
      ...(input.passwordHasher ? { password: input.passwordHasher } : {}),
    },
    emailVerification: {
      autoSignInAfterVerification: true,
      sendVerificationEmail({ user, url }) {
        mailbox.send({
          kind: 'verification',
          to: user.email.toLowerCase(),
          subject: 'Verify your e-mail address',
          text: `Verify: ${url}`,
          link: url,
        })
        return Promise.resolve()
      },
    },
    // The kit's own plugin (the invitation preview the accept page shows before sign-in, ...), unless left out.
    plugins: input.orgkitPlugin ? [organization(organizationOptions), orgkit()] : [organization(organizationOptions)],
    // Origin and CSRF checks stay on even under NODE_ENV=test (Better Auth skips them there by default).
    advanced: {
      disableCSRFCheck: false,
      disableOriginCheck: false,
      ...(input.cookies?.prefix === undefined ? {} : { cookiePrefix: input.cookies.prefix }),
      ...(input.cookies?.secure === undefined ? {} : { useSecureCookies: input.cookies.secure }),
    },
    rateLimit: input.rateLimit,
    telemetry: { enabled: false },
    logger: input.logLevel === 'silent' ? { disabled: true } : { level: input.logLevel },
  }
}
