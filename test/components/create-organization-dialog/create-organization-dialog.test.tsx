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
    await waitFor(() => expect(status).toHaveTextContent('“acme” is already taken.'))
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
    await user.type(within(dialog).getByRole('textbox', { name: 'Logo URL' }), 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Key 1' }), 'plan')
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Key 2' }), 'plan')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect(field(dialog, 'Slug')).toHaveAccessibleDescription(/single hyphens/)
    expect(within(dialog).getByRole('textbox', { name: 'Logo URL' })).toHaveAccessibleDescription(/https:\/\//)
    expect(within(dialog).getByRole('textbox', { name: 'Key 2' })).toHaveAccessibleDescription(
      'This key is used twice.',
    )
    expect(transport.calls.some((c) => c.operation === 'create')).toBe(false)
  })

  it('creates with exactly what was entered, closes, gives the focus back and reports the organization', async () => {
    const transport = await asAlice()
    const onCreated = vi.fn()
    const { user } = renderWithKit(<CreateOrganizationDialog onCreated={onCreated} />, { transport })
    const dialog = await openDialog(user)
    await user.type(field(dialog, 'Name'), '  Initech ')
    await user.type(within(dialog).getByRole('textbox', { name: 'Logo URL' }), 'https://example.com/logo.png')
    expect(dialog.querySelector('[data-slot="orgkit-logo-field"] img')).toHaveAttribute(
      'src',
      'https://example.com/logo.png',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }))
    expect(within(dialog).getByRole('textbox', { name: 'Key 1' })).toHaveFocus()
    await user.keyboard('tier')
    await user.type(within(dialog).getByRole('textbox', { name: 'Value 1' }), '2')
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }))
    const removeSecond = within(dialog).getByRole('button', { name: 'Remove field 2' })
    // An SVG cross, hidden from assistive technology: the button is named by its label only.
    expect(removeSecond.textContent).toBe('')
    expect(removeSecond.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    await user.click(removeSecond)
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep my current organization active' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Initech', slug: 'initech' })),
    )
    expect(transport.calls.find((c) => c.operation === 'create')?.args).toEqual({
      name: 'Initech',
      slug: 'initech',
      logo: 'https://example.com/logo.png',
      metadata: { tier: '2' },
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

  it('refuses a slug known to be taken without asking the server to create', async () => {
    const transport = await asAlice()
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    const dialog = await openDialog(user)
    await user.type(field(dialog, 'Name'), 'Globex')
    await waitFor(() => expect(dialog.querySelector('[data-slot="orgkit-slug-status"]')).toHaveTextContent('taken'))
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect(field(dialog, 'Slug')).toHaveAccessibleDescription(/This slug is already taken/)
    expect(transport.calls.some((c) => c.operation === 'create')).toBe(false)
  })

  it('shows the organization limit and other refusals at form level', async () => {
    const transport = await asAlice()
    transport.failNext('create', 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS')
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    const dialog = await openDialog(user)
    await user.type(field(dialog, 'Name'), 'Hooli')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are in the most organizations allowed')
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
    await waitFor(() => expect(button).toHaveAccessibleDescription(/You are in 2 organizations/))
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(screen.queryByRole('dialog')).toBeNull()
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
      expect(button).toHaveAccessibleDescription('You are in 1 organization, the limit. Leave it to create another.'),
    )
    const german = renderWithKit(<CreateOrganizationDialog />, {
      transport: await asAlice(),
      config: { organization_limit: 2 },
      provider: { messages: messagesDe, locale: 'de' },
    })
    const germanButton = await within(german.container).findByRole('button', { name: 'Organisation erstellen' })
    await waitFor(() => expect(germanButton).toHaveAccessibleDescription(/^Du bist in 2 Organisationen, dem Maximum/))
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
