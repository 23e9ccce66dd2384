import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OrganizationProfile } from '../../../src/components/organization-settings/organization-profile'
import { OrganizationSettings } from '../../../src/components/organization-settings/organization-settings'
import { demoSeedWithIds, IDS } from '../../support/demo-ids'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'
import { failRead, renderWithReadsRunOut } from '../../support/retry-timers'
import { expectNoAxeViolations } from '../organization-switcher/expect-no-axe-violations'

const inAcmeAs = (name: string, config?: { creator_role: 'admin' }) =>
  prepareTransport({
    seed: demoSeedWithIds(),
    signedInAs: `${name}@example.com`,
    activeOrganization: 'acme',
    ...(config ? { config } : {}),
  })
const profile = () => screen.findByRole('region', { name: 'Profile' })
const toast = () => within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')
const updates = (calls: readonly { operation: string; args: unknown }[]) =>
  calls.filter((c) => c.operation === 'update').map((c) => c.args)

describe('OrganizationSettings', () => {
  it('lets an owner edit the profile and sends only the changed fields', async () => {
    const transport = await inAcmeAs('alice')
    const onSaved = vi.fn()
    const { user, container } = renderWithKit(<OrganizationSettings onSaved={onSaved} />, { transport })
    const section = await profile()
    const name = within(section).getByRole('textbox', { name: 'Name' })
    expect(name).toHaveValue('Acme Inc')
    // Metadata is for developers, through the API: no editor here.
    expect(within(section).queryByRole('group', { name: 'Metadata' })).toBeNull()
    expect(within(section).queryByRole('textbox', { name: /Key/ })).toBeNull()
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled()
    await expectNoAxeViolations(container)
    await user.clear(name)
    await user.type(name, 'Acme Corporation')
    await user.click(within(section).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Acme Corporation' })))
    expect(updates(transport.calls)).toEqual([{ organizationId: IDS.acme, data: { name: 'Acme Corporation' } }])
    expect(toast()).toHaveTextContent('Changes to Acme Corporation saved.')
    expect(within(section).queryByRole('status')?.textContent ?? '').not.toMatch(/saved/)
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('never sends metadata, so saving keeps what the app stored there', async () => {
    const transport = await inAcmeAs('alice')
    const { user } = renderWithKit(<OrganizationSettings />, { transport })
    const section = await profile()
    const before = (await transport.getFullOrganization({ query: { organizationId: IDS.acme } }))?.metadata
    expect(before).not.toEqual({})
    const slug = within(section).getByRole('textbox', { name: 'Slug' })
    await user.clear(slug)
    await user.type(slug, 'acme-labs')
    await user.clear(within(section).getByRole('textbox', { name: 'Logo URL (optional)' }))
    await user.type(within(section).getByRole('textbox', { name: 'Logo URL (optional)' }), 'https://example.com/a.png')
    await user.click(within(section).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(updates(transport.calls)).toHaveLength(1))
    expect(updates(transport.calls)[0]).toEqual({
      organizationId: IDS.acme,
      data: { slug: 'acme-labs', logo: 'https://example.com/a.png' },
    })
    expect((await transport.getFullOrganization({ query: { organizationId: IDS.acme } }))?.metadata).toEqual(before)
  })

  it('saves an organization whose name and slug the server holds but the form would not create', async () => {
    // Made by another client: Better Auth takes any slug and name length; the form is never stricter about them.
    const transport = await inAcmeAs('alice')
    const acme = await transport.getFullOrganization({ query: { organizationId: IDS.acme } })
    const longName = `Acme ${'x'.repeat(120)}`
    if (!acme) throw new Error('Acme is seeded')
    const organization = { ...acme, name: longName, slug: 'Acme_Corp' }
    const { user } = renderWithKit(<OrganizationProfile organization={organization} editable />, { transport })
    const logo = await screen.findByRole('textbox', { name: 'Logo URL (optional)' })
    await user.type(logo, 'https://example.com/logo.png')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(updates(transport.calls)).toHaveLength(1))
    expect(updates(transport.calls)[0]).toEqual({
      organizationId: IDS.acme,
      data: { logo: 'https://example.com/logo.png' },
    })
    // A new slug still meets the kit's rule, with its message.
    const slug = screen.getByRole('textbox', { name: 'Slug' })
    await user.clear(slug)
    await user.type(slug, 'Acme_Labs')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Use a-z, 0-9 and single hyphens/))
    expect(updates(transport.calls)).toHaveLength(1)
  })

  it('puts a slug conflict on the slug field and keeps the input', async () => {
    const transport = await inAcmeAs('bob')
    const { user } = renderWithKit(<OrganizationSettings />, { transport })
    const section = await profile()
    const slug = within(section).getByRole('textbox', { name: 'Slug' })
    expect(section.querySelector('[data-slot="orgkit-slug-status"]')).toHaveTextContent('current slug')
    await user.clear(slug)
    await user.type(slug, 'globex')
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/“globex” is already taken/))
    await user.click(within(section).getByRole('button', { name: 'Save' }))
    // One message (the slug's own status), and the focus on the field it is about.
    expect(slug).toHaveFocus()
    expect(slug).toHaveAccessibleDescription(/“globex” is already taken\. Choose another one\./)
    expect(within(section).queryAllByText(/already taken/)).toHaveLength(1)
    expect(updates(transport.calls)).toEqual([])
    transport.failNext('update', 'ORGANIZATION_SLUG_ALREADY_TAKEN')
    await user.clear(slug)
    await user.type(slug, 'acme-two')
    await user.click(within(section).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/This slug is already taken/))
    expect(slug).toHaveValue('acme-two')
  })

  it('shows a plain member the profile read-only and no delete action', async () => {
    const { container } = renderWithKit(<OrganizationSettings />, { transport: await inAcmeAs('carol') })
    const section = await profile()
    expect(within(section).getByRole('group', { name: '' })).toBeDisabled()
    expect(within(section).getByRole('group', { name: '' })).toHaveAccessibleDescription(
      'Only owners and admins can change this organization.',
    )
    for (const box of within(section).getAllByRole('textbox')) expect(box).toBeDisabled()
    expect(within(section).getByRole('textbox', { name: 'Slug' })).toHaveValue('acme')
    expect(within(section).queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Leave organization' })).not.toHaveAttribute('aria-disabled')
    await expectNoAxeViolations(container)
  })

  it('never shows the form or the read-only view while the role loads', async () => {
    const transport = await inAcmeAs('carol')
    transport.latency = 40
    renderWithKit(<OrganizationSettings />, { transport })
    const settings = await screen.findByRole('region', { name: 'Organization settings' })
    expect(settings).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByText('Only owners and admins can change this organization.')).toBeNull()
    expect(await screen.findByText('Only owners and admins can change this organization.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled()
  })

  it('tells an admin why they cannot delete, and lets them leave', async () => {
    renderWithKit(<OrganizationSettings />, { transport: await inAcmeAs('bob') })
    const remove = await screen.findByRole('button', { name: 'Delete organization' })
    expect(remove).toHaveAttribute('aria-disabled', 'true')
    expect(remove).toHaveAccessibleDescription('Only an owner can delete this organization.')
    expect(screen.getByRole('button', { name: 'Leave organization' })).not.toHaveAttribute('aria-disabled')
    expect(screen.queryByText(/creators become admins/)).toBeNull()
  })

  it('explains why the sole owner cannot leave', async () => {
    const { user, transport } = renderWithKit(<OrganizationSettings />, { transport: await inAcmeAs('alice') })
    const leave = await screen.findByRole('button', { name: 'Leave organization' })
    expect(leave).toHaveAttribute('aria-disabled', 'true')
    expect(leave).toHaveAccessibleDescription(/You are the only Owner\. Make someone else Owner first/)
    await user.click(leave)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(transport.calls.some((c) => c.operation === 'leave')).toBe(false)
  })

  it('leaves after confirmation', async () => {
    const onLeft = vi.fn()
    const { user, transport } = renderWithKit(<OrganizationSettings onLeft={onLeft} />, {
      transport: await inAcmeAs('carol'),
    })
    await user.click(await screen.findByRole('button', { name: 'Leave organization' }))
    const dialog = screen.getByRole('dialog', { name: 'Leave Acme Inc?' })
    expect(dialog).toHaveAccessibleDescription(/^You lose access to Acme Inc at once/)
    await user.click(await within(dialog).findByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(onLeft).toHaveBeenCalledWith(expect.any(String)))
    expect(transport.calls.filter((c) => c.operation === 'leave')).toHaveLength(1)
    expect(await screen.findByText('Choose an organization first.')).toBeInTheDocument()
    expect(toast()).toHaveTextContent('You left Acme Inc.')
    // The button that opened the dialog is gone with the organization: the settings' title has the focus.
    expect(screen.getByRole('heading', { name: 'Organization settings' })).toHaveFocus()
  })

  it('deletes only after the slug is typed', async () => {
    const onDeleted = vi.fn()
    const { user, transport } = renderWithKit(<OrganizationSettings onDeleted={onDeleted} />, {
      transport: await inAcmeAs('alice'),
    })
    await user.click(await screen.findByRole('button', { name: 'Delete organization' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Acme Inc?' })
    expect(dialog).toHaveAccessibleDescription('Acme Inc, its 4 members and 1 pending invitation are deleted for good.')
    const confirm = await within(dialog).findByRole('button', { name: 'Delete for good' })
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByRole('textbox', { name: 'Type acme to confirm' }), 'acm')
    expect(confirm).toBeDisabled()
    await user.type(within(dialog).getByRole('textbox', { name: 'Type acme to confirm' }), 'e')
    await user.click(confirm)
    await waitFor(() => expect(onDeleted).toHaveBeenCalled())
    expect(transport.calls.filter((c) => c.operation === 'delete')).toHaveLength(1)
    expect((await transport.list()).map((o) => o.slug)).toEqual(['globex'])
    expect(toast()).toHaveTextContent('Acme Inc was deleted.')
    expect(document.activeElement).not.toBe(document.body)
  })

  it('says what admins cannot do when the creator role is admin', async () => {
    renderWithKit(<OrganizationSettings />, {
      transport: await inAcmeAs('bob', { creator_role: 'admin' }),
      config: { creator_role: 'admin' },
    })
    expect(
      await screen.findByText(/Here creators become admins, not owners\. Only an owner can delete/),
    ).toBeInTheDocument()
    expect(screen.getByText(/the last admin cannot leave/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete organization' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('shows another organization by id, with the role held there', async () => {
    const transport = await inAcmeAs('alice')
    renderWithKit(<OrganizationSettings organizationId={IDS.globex} />, { transport })
    expect(await screen.findByText('Only owners and admins can change this organization.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('globex')
  })

  it('shows a load error with a retry, and the disabled plugin', async () => {
    const transport = await inAcmeAs('alice')
    failRead(transport, 'getFullOrganization', 'SERVER_ERROR')
    const { user } = await renderWithReadsRunOut(() => renderWithKit(<OrganizationSettings />, { transport }))
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on the server.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await profile()).toBeInTheDocument()

    const off = await inAcmeAs('alice')
    off.setPluginConfig({ enabled: false })
    const second = renderWithKit(<OrganizationSettings />, { transport: off })
    expect(await second.findByText('Organizations are turned off for this project.')).toBeInTheDocument()
  })
})
