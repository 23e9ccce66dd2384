import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CreateOrganizationDialog } from '../../../src/components/create-organization-dialog/create-organization-dialog'
import { messagesDe } from '../../../src/messages/messages-de'
import { DEMO_OWNER_EMAIL, demoSeed, seedMember, seedOrganization, seedUser } from '../../../src/testing'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { expectNoAxeViolations } from '../organization-switcher/expect-no-axe-violations'

const asAlice = () => prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL, activeOrganization: 'acme' })

/** Opens the dialog and waits for its form, whose code loads when the dialog first opens. */
async function openDialog(user: ReturnType<typeof renderWithKit>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Create organization' }))
  const dialog = screen.getByRole('dialog', { name: 'Create organization' })
  await within(dialog).findByRole('textbox', { name: 'Name' })
  return dialog
}
const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('textbox', { name })

describe('CreateOrganizationDialog', () => {
  it('derives the slug from the name, accents folded, until the user edits it', async () => {
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport: await asAlice() })
    const dialog = await openDialog(user)
    await user.type(field(dialog, 'Name'), 'Café Ünïcorn Straße')
    expect(field(dialog, 'Slug')).toHaveValue('cafe-unicorn-strasse')
    await user.clear(field(dialog, 'Slug'))
    await user.type(field(dialog, 'Slug'), 'mine')
    await user.type(field(dialog, 'Name'), ' GmbH')
    expect(field(dialog, 'Slug')).toHaveValue('mine')
    await user.clear(field(dialog, 'Slug'))
    await user.type(field(dialog, 'Name'), '!')
    expect(field(dialog, 'Slug')).toHaveValue('cafe-unicorn-strasse-gmbh')
  })

  it('checks availability once typing pauses and announces the answer politely', async () => {
    const transport = await asAlice()
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    const dialog = await openDialog(user)
    await user.type(field(dialog, 'Name'), 'Acme')
    const status = dialog.querySelector('[data-slot="orgkit-slug-status"]')
    expect(status).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(status).toHaveTextContent('“acme” is already taken. Choose another one.'))
    expect(field(dialog, 'Slug')).toHaveAccessibleDescription(/“acme” is already taken/)
    await user.type(field(dialog, 'Name'), ' Two')
    await waitFor(() => expect(status).toHaveTextContent('“acme-two” is available.'))
    // Typed without a pause: the slugs in between were cancelled before reaching the server.
    const checked = transport.calls
      .filter((c) => c.operation === 'checkSlug')
      .map((c) => (c.args as { slug: string }).slug)
    expect(checked).toEqual(['acme', 'acme-two'])
  })

  it('catches invalid input before any request', async () => {
    const transport = await asAlice()
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect(field(dialog, 'Name')).toHaveAccessibleDescription('Enter a name.')
    expect(field(dialog, 'Slug')).toHaveAccessibleDescription(/Enter a slug\./)
    await user.type(field(dialog, 'Name'), 'Initech')
    await user.clear(field(dialog, 'Slug'))
    await user.type(field(dialog, 'Slug'), 'Not A Slug')
    await user.type(within(dialog).getByRole('textbox', { name: 'Logo URL (optional)' }), 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect(field(dialog, 'Slug')).toHaveAccessibleDescription(/single hyphens/)
    expect(within(dialog).getByRole('textbox', { name: 'Logo URL (optional)' })).toHaveAccessibleDescription(
      /Use an https:\/\/ or http:\/\/ address\./,
    )
    expect(transport.calls.some((c) => c.operation === 'create')).toBe(false)
  })

  it('creates with exactly what was entered, closes, gives the focus back and reports the organization', async () => {
    const transport = await asAlice()
    const onCreated = vi.fn()
    const { user } = renderWithKit(<CreateOrganizationDialog onCreated={onCreated} metadata={{ tier: 2 }} />, {
      transport,
    })
    const dialog = await openDialog(user)
    // Metadata is for developers: the dialog has no editor for it and sends its `metadata` prop as it is.
    expect(within(dialog).queryByRole('group', { name: 'Metadata' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Add field' })).toBeNull()
    await user.type(field(dialog, 'Name'), '  Initech ')
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Logo URL (optional)' }),
      'https://example.com/logo.png',
    )
    expect(dialog.querySelector('[data-slot="orgkit-logo-field"] img')).toHaveAttribute(
      'src',
      'https://example.com/logo.png',
    )
    await user.click(within(dialog).getByRole('checkbox', { name: 'Don’t switch to the new organization' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Initech', slug: 'initech' })),
    )
    expect(transport.calls.find((c) => c.operation === 'create')?.args).toEqual({
      name: 'Initech',
      slug: 'initech',
      logo: 'https://example.com/logo.png',
      metadata: { tier: 2 },
      keepCurrentActiveOrganization: true,
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    // The dialog gives the focus back when its effect is cleaned up, which React runs after the commit that
    // removed it: wait for it rather than race it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create organization' })).toHaveFocus())
    expect((await transport.getSession())?.activeOrganizationId).toBe(
      (await transport.list()).find((o) => o.slug === 'acme')?.id,
    )
  })

  it('offers "Don’t switch to the new organization" only when there is an organization to stay in', async () => {
    const transport = await prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    const dialog = await openDialog(user)
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    await user.type(field(dialog, 'Name'), 'Initech')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(transport.calls.find((c) => c.operation === 'create')?.args).toMatchObject({
      keepCurrentActiveOrganization: false,
    })
  })

  it('puts a slug conflict from the server on the slug field and keeps everything typed', async () => {
    const transport = await asAlice()
    transport.failNext('create', 'ORGANIZATION_SLUG_ALREADY_TAKEN')
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    const dialog = await openDialog(user)
    await user.type(field(dialog, 'Name'), 'Hooli')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(field(dialog, 'Slug')).toHaveAccessibleDescription(/This slug is already taken/))
    expect(field(dialog, 'Slug')).toHaveAttribute('aria-invalid', 'true')
    expect(field(dialog, 'Slug')).toHaveFocus()
    expect(field(dialog, 'Name')).toHaveValue('Hooli')
    expect(field(dialog, 'Slug')).toHaveValue('hooli')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('refuses a slug known to be taken with its one message, without asking the server to create', async () => {
    const transport = await asAlice()
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    const dialog = await openDialog(user)
    await user.type(field(dialog, 'Name'), 'Globex')
    await waitFor(() => expect(dialog.querySelector('[data-slot="orgkit-slug-status"]')).toHaveTextContent('taken'))
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect(field(dialog, 'Slug')).toHaveFocus()
    expect(field(dialog, 'Slug')).toHaveAttribute('aria-invalid', 'true')
    expect(field(dialog, 'Slug')).toHaveAccessibleDescription(
      'Used in links, e.g. acme-labs. “globex” is already taken. Choose another one.',
    )
    // One situation, one message: no second sentence (a field error or an alert) says the same.
    expect(within(dialog).queryByText(/This slug is already taken/)).toBeNull()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(transport.calls.some((c) => c.operation === 'create')).toBe(false)
  })

  it('shows the organization limit and other refusals at form level', async () => {
    const transport = await asAlice()
    transport.failNext('create', 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS')
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    const dialog = await openDialog(user)
    await user.type(field(dialog, 'Name'), 'Hooli')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are already in as many organizations as allowed. Leave one to create or join another.',
    )
    expect(field(dialog, 'Name')).toHaveValue('Hooli')
    transport.failNext('create', 'NETWORK_ERROR')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(within(dialog).getByRole('alert')).not.toHaveTextContent('maximum'))
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('disables its button with the reason once the user holds organization_limit memberships', async () => {
    const { user } = renderWithKit(<CreateOrganizationDialog />, {
      transport: await asAlice(),
      config: { organization_limit: 2 },
    })
    const button = await screen.findByRole('button', { name: 'Create organization' })
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription('You can be in at most 2 organizations. Leave one to create another.'),
    )
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('names the limit, not the count, when the user holds more memberships than it allows', async () => {
    // Alice holds 2 memberships; the limit was lowered to 1 after she joined.
    renderWithKit(<CreateOrganizationDialog />, { transport: await asAlice(), config: { organization_limit: 1 } })
    const button = await screen.findByRole('button', { name: 'Create organization' })
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        'You can be in at most 1 organization and are in 2. Leave 2 to create another.',
      ),
    )
  })

  it('says the limit inside the dialog when it is opened at the limit, and does not submit', async () => {
    renderWithKit(<CreateOrganizationDialog open hideTrigger />, {
      transport: await asAlice(),
      config: { organization_limit: 2 },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' })
    expect(
      await within(dialog).findByText('You can be in at most 2 organizations. Leave one to create another.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Create organization' })).toBeDisabled()
  })

  it('says the organization limit in the singular and the plural, in English and German', async () => {
    const seed = {
      users: [seedUser('Solo')],
      organizations: [seedOrganization('Solo Labs')],
      members: [seedMember('solo-labs', 'solo@example.com', 'owner')],
    }
    const config = { organization_limit: 1 }
    renderWithKit(<CreateOrganizationDialog />, { seed, signedInAs: 'solo@example.com', config })
    const button = await screen.findByRole('button', { name: 'Create organization' })
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription('You can be in at most 1 organization. Leave it to create another.'),
    )
    const german = renderWithKit(<CreateOrganizationDialog />, {
      transport: await asAlice(),
      config: { organization_limit: 2 },
      provider: { messages: messagesDe, locale: 'de' },
    })
    const germanButton = await within(german.container).findByRole('button', { name: 'Organisation erstellen' })
    await waitFor(() =>
      expect(germanButton).toHaveAccessibleDescription(
        'Du kannst in höchstens 2 Organisationen sein. Verlasse eine, um eine neue zu erstellen.',
      ),
    )
  })

  it('is controllable, has no axe violations, and Cancel asks to close', async () => {
    const onOpenChange = vi.fn()
    const { user, baseElement } = renderWithKit(
      <CreateOrganizationDialog open hideTrigger onOpenChange={onOpenChange} className="mine" />,
      {
        transport: await asAlice(),
      },
    )
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' })
    expect(dialog).toHaveClass('mine')
    const submit = await within(dialog).findByRole('button', { name: 'Create organization' })
    expect(screen.queryByRole('button', { name: 'Create organization', hidden: false })).toBe(submit)
    await expectNoAxeViolations(baseElement)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
