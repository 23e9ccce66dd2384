import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { queries } from 'storybook/test'
import { OrganizationPluginSettings } from '../src/management/react/organization-plugin-settings/organization-plugin-settings'
import { STORY_BRANCH_ID, STORY_PROJECT_ID } from './support/fake-management-api'
import type { FakeManagementParameters } from './support/fake-management-api'
import { FOREVER_MS } from './support/story-kits'
import { currentFake, withManagement } from './support/with-management'

const meta = {
  title: 'Management/OrganizationPluginSettings',
  component: OrganizationPluginSettings,
  decorators: [withManagement],
  args: { projectId: STORY_PROJECT_ID, branchId: STORY_BRANCH_ID, onSaved: fn() },
} satisfies Meta<typeof OrganizationPluginSettings>

export default meta
type Story = StoryObj<typeof meta>

const management = (params: FakeManagementParameters) => ({ management: params })
/** The queries of a story's canvas (`within` called with its default queries). */
type Canvas = ReturnType<typeof within<typeof queries>>
const ready = (canvas: Canvas) => canvas.findByRole('checkbox', { name: 'Organizations enabled' })

/** The branch's configuration as read; nothing changed yet. */
export const Default: Story = {}

/** A valid change: only the changed fields are sent, and the save is announced. */
export const ValidSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    const members = canvas.getByRole('spinbutton', { name: 'Members per organization' })
    await userEvent.clear(members)
    await userEvent.type(members, '25')
    await userEvent.click(canvas.getByRole('radio', { name: 'Admin' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ membership_limit: 25, creator_role: 'admin' }),
      ),
    )
    const notifications = canvas.getByRole('region', { name: 'Notifications' })
    await expect(within(notifications).getByRole('status')).toHaveTextContent('Plugin settings saved.')
    await expect(currentFake.api?.patches).toEqual([{ membership_limit: 25, creator_role: 'admin' }])
  },
}

/** 0 and 1.5 are refused on their fields before any request. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    const perUser = canvas.getByRole('spinbutton', { name: 'Organizations per user' })
    const perOrganization = canvas.getByRole('spinbutton', { name: 'Members per organization' })
    await userEvent.clear(perUser)
    await userEvent.type(perUser, '0')
    await userEvent.clear(perOrganization)
    await userEvent.type(perOrganization, '1.5')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Enter 1 or more.')).toBeInTheDocument()
    await expect(canvas.getByText('Enter a whole number.')).toBeInTheDocument()
    await expect(currentFake.api?.patches).toEqual([])
  },
}

/** The PATCH is under way: the form is locked and the button says so. */
export const Saving: Story = {
  parameters: management({ latency: { PATCH: FOREVER_MS } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send invitation e-mails' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled()
  },
}

/** The API failed: status, message and request id are shown; the input is kept. */
export const ServerError: Story = {
  parameters: management({ failures: [{ method: 'PATCH', status: 500, message: 'internal error' }] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    const perUser = canvas.getByRole('spinbutton', { name: 'Organizations per user' })
    await userEvent.clear(perUser)
    await userEvent.type(perUser, '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The management API failed.')
    await expect(alert).toHaveTextContent('HTTP 500: internal error')
    await expect(perUser).toHaveValue(3)
  },
}

/** Too many requests: the 429 is named as rate limiting. */
export const RateLimited: Story = {
  parameters: management({ failures: [{ method: 'PATCH', status: 429, message: 'too many requests' }] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await userEvent.click(canvas.getByRole('radio', { name: 'Admin' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Rate limited')
  },
}

/** The viewer may not change the settings (the app knows it): shown disabled, with the reason, nothing to save. */
export const ReadOnly: Story = {
  args: {
    readOnlyReason: 'Only an owner or admin of an organization on this branch can change them (your role: member).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await ready(canvas)).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('You can see these settings but not change them.')
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull()
  },
}

/** The app's proxy refused the save (403): the sentence, then the proxy's own reason. */
export const Forbidden: Story = {
  parameters: management({
    failures: [
      {
        method: 'PATCH',
        status: 403,
        message: 'Only an owner or admin of an organization on this branch can manage it (your role: member).',
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await userEvent.click(canvas.getByRole('radio', { name: 'Admin' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Not allowed: your role, or the API key in use, does not permit this.')
    await expect(alert).toHaveTextContent('HTTP 403: Only an owner or admin')
  },
}

/** Turning organizations off asks first; cancelling keeps them on. */
export const DisableConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const enabled = await ready(canvas)
    await userEvent.click(enabled)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Turn off organizations?' })
    await expect(dialog).toHaveTextContent('Every organization call on this branch will fail')
    await expect(within(dialog).getByRole('button', { name: 'Keep them on' })).toHaveFocus()
    await expect(currentFake.api?.patches).toEqual([])
  },
}

/** Confirming sends `enabled: false`. */
export const DisableConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await ready(canvas))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('button', { name: 'Turn off organizations' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ enabled: false })))
    await expect(currentFake.api?.patches).toEqual([{ enabled: false }])
  },
}

/** Organizations are off on this branch; turning them on needs no confirmation. */
export const PluginOff: Story = {
  parameters: management({ config: { enabled: false, creator_role: 'admin', send_invitation_email: true } }),
}

/** Reading the configuration. */
export const Loading: Story = { parameters: management({ latency: { GET: FOREVER_MS } }) }

/** The key was refused: said plainly, with a retry. */
export const KeyRejected: Story = {
  parameters: management({ apiKey: 'napi_wrong_key' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('API key rejected.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}
