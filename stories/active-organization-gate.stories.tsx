import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ActiveOrganizationGate } from '../src/components/active-organization-gate/active-organization-gate'
import { DEMO_OWNER_EMAIL, demoSeed } from '../src/testing'
import type { KitParameters } from '../test/support/kit-harness'
import { FOREVER_MS, manyOrganizationsKit, newcomerKit } from './support/story-kits'

const meta = {
  title: 'Components/ActiveOrganizationGate',
  component: ActiveOrganizationGate,
  args: { children: <p>The organization’s pages</p> },
  // Each story starts as a first sign-in in this browser: no organization recorded as last used.
  beforeEach: () => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('orgkit:last-active-organization:')) localStorage.removeItem(key)
  },
} satisfies Meta<typeof ActiveOrganizationGate>

export default meta
type Story = StoryObj<typeof meta>

/** Alice is in Acme Inc and Globex, none active: she chooses once. */
const severalKit: KitParameters = { seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL }

/** Several organizations and none last used: the choice, its heading focused. Choosing opens the pages. */
export const ChooseAmongSeveral: Story = {
  parameters: { kit: severalKit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', { name: 'Choose an organization' })
    await waitFor(() => expect(heading).toHaveFocus())
    await userEvent.click(canvas.getByRole('button', { name: 'Open Globex' }))
    await canvas.findByText('The organization’s pages')
  },
}

/** The choice, before anything is chosen. */
export const Choice: Story = { parameters: { kit: severalKit } }

/** Twelve organizations, one with a logo: a long list of whole-width buttons. */
export const ChoiceAmongMany: Story = {
  parameters: { kit: { ...manyOrganizationsKit, activeOrganization: undefined } },
}

/** Bob is only in Acme Inc: it opens without asking. */
export const OnlyOne: Story = {
  parameters: { kit: { seed: demoSeed(), signedInAs: 'bob@example.com' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The organization’s pages')
  },
}

/** Frank is in none, invited to Acme Inc and Globex: create one, or accept an invitation. */
export const NoOrganizationWithInvitations: Story = {
  parameters: { kit: { seed: demoSeed(), signedInAs: 'frank@example.com' } },
}

/** Nora is in none and invited nowhere: create one. */
export const NoOrganization: Story = { parameters: { kit: newcomerKit } }

/** Deciding: the loading state, neither the pages nor the choice. */
export const Loading: Story = { parameters: { kit: { ...severalKit, latency: FOREVER_MS } } }

/** The organizations cannot be read: the error, with a retry. */
export const LoadError: Story = {
  parameters: { kit: { ...severalKit, faults: [{ operation: 'list', code: 'NETWORK_ERROR', always: true }] } },
}
