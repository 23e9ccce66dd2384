import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AcceptInvitation } from '../src/components/accept-invitation/accept-invitation'
import { demoSeedWithIds, IDS } from '../test/support/demo-ids'
import type { KitParameters } from '../test/support/kit-harness'
import { FOREVER_MS } from './support/story-kits'

const meta = {
  title: 'Components/AcceptInvitation',
  component: AcceptInvitation,
  args: {
    invitationId: IDS.invitation.frankAcme,
    returnTo: `/auth/accept-invitation?invitationId=${IDS.invitation.frankAcme}`,
    onAccepted: fn(),
    onRejected: fn(),
    onSignOut: fn(),
    locale: 'en-US',
  },
} satisfies Meta<typeof AcceptInvitation>

export default meta
type Story = StoryObj<typeof meta>

const as = (email?: string, extra: Partial<KitParameters> = {}): KitParameters => ({
  seed: demoSeedWithIds(),
  ...(email ? { signedInAs: email } : {}),
  ...extra,
})
const frank = as('frank@example.com')

/** The invitation, ready to accept or decline. */
export const Open: Story = { parameters: { kit: frank } }

/** Accepting: the welcome screen, then `onAccepted` (the organization is active). */
export const Accepted: Story = {
  parameters: { kit: frank },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept invitation' }))
    await canvas.findByRole('heading', { name: 'Welcome to Acme Inc' })
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalled())
  },
}

/** Declining. */
export const Rejected: Story = {
  parameters: { kit: frank },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }))
    await canvas.findByRole('heading', { name: 'Invitation declined' })
    await waitFor(() => expect(args.onRejected).toHaveBeenCalled())
  },
}

/** Loading. */
export const Loading: Story = { parameters: { kit: { ...frank, latency: FOREVER_MS } } }

/** A malformed id: refused before any request. */
export const InvalidLink: Story = { parameters: { kit: frank }, args: { invitationId: '../../admin' } }

/**
 * Signed out: the invitation's public preview (the kit's Better Auth plugin), then create an account or sign
 * in, and come back; the invited address from the link goes along.
 */
export const SignedOut: Story = {
  parameters: { kit: as() },
  args: {
    email: 'frank@example.com',
    signUpUrl: '/auth/sign-up?redirectTo=:returnTo&email=:email',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Alice invited you to join Acme Inc as Member.')
    const link = canvas.getByRole('link', { name: 'Create an account' })
    await expect(link.getAttribute('href')).toContain('redirectTo=%2Fauth%2Faccept-invitation')
    await expect(link.getAttribute('href')).toContain('email=frank%40example.com')
  },
}

/** Signed out, without a preview (Neon Auth has none; here it cannot be read): sign in, and come back. */
export const SignedOutWithoutPreview: Story = {
  parameters: {
    kit: as(undefined, { faults: [{ operation: 'getInvitationPreview', code: 'VALIDATION_ERROR', always: true }] }),
  },
  args: { signUpUrl: '/auth/sign-up?redirectTo=:returnTo' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Sign in to answer this invitation' })
  },
}

/** Signed out, a link to no invitation (or an expired one: the preview answers both alike). */
export const SignedOutNotFound: Story = {
  parameters: { kit: as() },
  args: { invitationId: 'inv_unknown', signUpUrl: '/auth/sign-up' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'This invitation is no longer available' })
  },
}

/** Signed in as someone else: who, and a way out. */
export const WrongAccount: Story = { parameters: { kit: as('carol@example.com') } }

/** The server wants a verified e-mail first. */
export const VerifyEmail: Story = {
  parameters: {
    kit: as('frank@example.com', {
      faults: [
        {
          operation: 'getInvitation',
          code: 'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION',
          always: true,
        },
      ],
    }),
  },
}

/** Unknown id. */
export const NotFound: Story = { parameters: { kit: frank }, args: { invitationId: 'inv_unknown' } }

/** Expired: Better Auth answers "not found" for it, and so does the page. */
export const Expired: Story = { parameters: { kit: frank }, args: { invitationId: IDS.invitation.graceAcmeExpired } }

/** Canceled by the organization. */
export const Canceled: Story = { parameters: { kit: frank }, args: { invitationId: IDS.invitation.heidiAcmeCanceled } }

/** Already accepted. */
export const AlreadyAccepted: Story = {
  parameters: { kit: as('carol@example.com') },
  args: { invitationId: IDS.invitation.carolAcmeAccepted },
}

/** The organization is full: the invitation stays open. */
export const MembershipLimitReached: Story = {
  parameters: { kit: { ...frank, config: { membership_limit: 4 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept invitation' }))
    await canvas.findByRole('heading', { name: 'This organization is full' })
  },
}

/** Already a member. */
export const AlreadyMember: Story = {
  parameters: {
    kit: {
      ...frank,
      faults: [{ operation: 'acceptInvitation', code: 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept invitation' }))
    await canvas.findByRole('heading', { name: 'You are already a member' })
  },
}

/** The organization plugin is off. */
export const PluginDisabled: Story = { parameters: { kit: { ...frank, config: { enabled: false } } } }

/** Another error: message and retry. */
export const LoadError: Story = {
  parameters: { kit: { ...frank, faults: [{ operation: 'getInvitation', code: 'NETWORK_ERROR', always: true }] } },
}
