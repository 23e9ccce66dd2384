import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CreateOrganizationDialog } from '../src/components/create-organization-dialog/create-organization-dialog'
import { GREEN_LOGO, newcomerKit, ownerKit } from './support/story-kits'

const meta = {
  title: 'Components/CreateOrganizationDialog',
  component: CreateOrganizationDialog,
  args: { onCreated: fn(), onOpenChange: fn() },
} satisfies Meta<typeof CreateOrganizationDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The open dialog, once its form (whose code loads when the dialog first opens) is there. */
const dialogOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement).findByRole('dialog', { name: 'Create organization' })
  await within(dialog).findByRole('textbox', { name: 'Name' })
  return dialog
}

/** The trigger button, closed. */
export const Trigger: Story = { parameters: { kit: ownerKit } }

/** Open and empty. */
export const Open: Story = { args: { defaultOpen: true }, parameters: { kit: ownerKit } }

/** The slug follows the name (accents folded) and is checked as you type. */
export const SlugFromName: Story = {
  parameters: { kit: ownerKit },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Crème Brûlée Labs')
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue('creme-brulee-labs')
    await waitFor(() => expect(dialog.getByText('“creme-brulee-labs” is available.')).toBeInTheDocument())
  },
}

/** A slug already taken is announced before submitting. */
export const SlugTaken: Story = {
  parameters: { kit: ownerKit },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Globex')
    await waitFor(() => expect(dialog.getByText('“globex” is already taken. Choose another one.')).toBeInTheDocument())
  },
}

/** Invalid input is caught before any request. */
export const InvalidInput: Story = {
  parameters: { kit: ownerKit },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Logo URL (optional)' }), 'ftp://example.com/logo.png')
    await userEvent.click(dialog.getByRole('button', { name: 'Create organization' }))
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter a name.')
    await expect(dialog.getByRole('textbox', { name: 'Logo URL (optional)' })).toHaveAccessibleDescription(
      /Use an https:\/\/ or http:\/\/ address\./,
    )
    await expect(args.onCreated).not.toHaveBeenCalled()
  },
}

/** Filled in: logo preview, and staying in the current organization. No metadata editor: `metadata` is sent as given. */
export const Filled: Story = {
  parameters: { kit: ownerKit },
  args: {
    defaultOpen: true,
    defaultValues: {
      name: 'Hooli XYZ',
      slug: 'hooli-xyz',
      logo: GREEN_LOGO,
      keepCurrentActiveOrganization: true,
    },
    metadata: { plan: 'enterprise', region: 'eu-central-1' },
  },
}

/** Creating succeeds: the dialog closes and `onCreated` gets the organization. */
export const Creates: Story = {
  parameters: { kit: ownerKit },
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Initech')
    await userEvent.click(dialog.getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ slug: 'initech' })))
  },
}

/** The server says the slug is taken: the error lands on the slug field, the input stays. */
export const ServerSlugConflict: Story = {
  args: { defaultOpen: true },
  parameters: { kit: { ...ownerKit, faults: [{ operation: 'create', code: 'ORGANIZATION_SLUG_ALREADY_TAKEN' }] } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Initech')
    await userEvent.click(dialog.getByRole('button', { name: 'Create organization' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(/already taken/),
    )
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Initech')
  },
}

/** The server refuses for the organization limit: a form-level message. */
export const ServerLimitRefusal: Story = {
  args: { defaultOpen: true },
  parameters: {
    kit: {
      ...ownerKit,
      faults: [{ operation: 'create', code: 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS' }],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Initech')
    await userEvent.click(dialog.getByRole('button', { name: 'Create organization' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent('as many organizations as allowed')
  },
}

/** At `organization_limit` the trigger is disabled with its reason. */
export const LimitReached: Story = { parameters: { kit: { ...ownerKit, config: { organization_limit: 2 } } } }

/** A newcomer creating their first organization. */
export const FirstOrganization: Story = { args: { defaultOpen: true }, parameters: { kit: newcomerKit } }
