import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { UserInvitations } from '../src/components/user-invitations/user-invitations'
import { demoSeed, seedInvitation, seedOrganization, seedUser } from '../src/testing'
import type { KitParameters } from '../test/support/kit-harness'
import { FOREVER_MS, memberKit } from './support/story-kits'

const meta = {
  title: 'Components/UserInvitations',
  component: UserInvitations,
  args: { onAccepted: fn(), onRejected: fn(), locale: 'en-US' },
} satisfies Meta<typeof UserInvitations>

export default meta
type Story = StoryObj<typeof meta>

/** Frank is invited to Acme and Globex. */
const frankKit: KitParameters = { seed: demoSeed(), signedInAs: 'frank@example.com' }
const unverified = (() => {
  const seed = demoSeed()
  return {
    seed: {
      ...seed,
      users: seed.users?.map((u) => (u.email === 'frank@example.com' ? { ...u, emailVerified: false } : u)),
    },
    signedInAs: 'frank@example.com',
  }
})()

/** Two invitations, each with accept and decline. */
export const TwoInvitations: Story = { parameters: { kit: frankKit } }

/** Accepting one: it leaves the list, and the organization becomes active. */
export const Accept: Story = {
  parameters: { kit: frankKit },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept: Acme Inc' }))
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalled())
    await canvas.findByText('You joined Acme Inc.')
  },
}

/** The organization is full: the invitation stays, with the reason. */
export const OrganizationFull: Story = {
  parameters: { kit: { ...frankKit, config: { membership_limit: 4 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept: Acme Inc' }))
    await canvas.findByRole('alert')
  },
}

/** Nothing to answer. */
export const Empty: Story = { parameters: { kit: memberKit } }

/** An unverified e-mail: asked to verify rather than shown an error. */
export const VerifyEmail: Story = { parameters: { kit: unverified } }

/** Loading. */
export const Loading: Story = { parameters: { kit: { ...frankKit, latency: FOREVER_MS } } }

/** Another error: message and retry. */
export const LoadError: Story = {
  parameters: {
    kit: { ...frankKit, faults: [{ operation: 'listUserInvitations', code: 'NETWORK_ERROR', always: true }] },
  },
}

/** Frank, invited by an address longer than any line to an organization with a long name. */
const longNamesKit: KitParameters = (() => {
  const seed = demoSeed()
  const longName = 'Internationale Gesellschaft für Ausgesprochen Lange Organisationsnamen'
  return {
    seed: {
      ...seed,
      users: [
        ...(seed.users ?? []),
        seedUser('Gwendolyn', { email: 'gwendolyn.the.one.with.the.very.long.address@subsidiary.example.com' }),
      ],
      organizations: [...(seed.organizations ?? []), seedOrganization(longName, { slug: 'long' })],
      invitations: [
        seedInvitation(
          'long',
          'frank@example.com',
          'gwendolyn.the.one.with.the.very.long.address@subsidiary.example.com',
        ),
      ],
    },
    signedInAs: 'frank@example.com',
  }
})()

/**
 * In a phone-wide box (20rem, below the list's 30rem): long names and addresses wrap inside the card, nothing
 * is wider than the box, and Decline and Accept sit side by side at full width, 44 px tall.
 */
export const NarrowWithLongNames: Story = {
  parameters: { kit: longNamesKit },
  render: (args) => (
    <div style={{ inlineSize: '20rem' }}>
      <UserInvitations {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const accept = await canvas.findByRole('button', { name: /^Accept: Internationale/ })
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="orgkit-user-invitations"]')
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0)
    await expect(accept.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    const decline = canvas.getByRole('button', { name: /^Decline: Internationale/ })
    await expect(decline.getBoundingClientRect().width).toBeCloseTo(accept.getBoundingClientRect().width, 0)
  },
}
