import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { messagesDe } from '../../../src/messages/messages-de'
import { OrgKitProvider } from '../../../src/query/org-kit-provider'
import { createMemoryTransport } from '../../../src/testing'
import { OrganizationPluginSettings } from '../../../src/management/react/organization-plugin-settings/organization-plugin-settings'
import { expectNoAxeViolations } from '../../components/organization-switcher/expect-no-axe-violations'
import { createManagementKit, renderWithManagement } from './support/management-kit'
import type { ManagementKit } from './support/management-kit'

const PATCH_ROUTE = 'PATCH /projects/{project_id}/branches/{branch_id}/auth/plugins/organization'

function renderSettings(kit: ManagementKit = createManagementKit(), onSaved = vi.fn()) {
  return {
    ...renderWithManagement(
      <OrganizationPluginSettings projectId={kit.projectId} branchId={kit.branchId} onSaved={onSaved} />,
      kit,
    ),
    onSaved,
  }
}
const section = () => screen.findByRole('region', { name: 'Organization plugin' })
const patchLog = (kit: ManagementKit) => kit.emulator.requests().filter((r) => r.route === PATCH_ROUTE)
const field = (name: string) => screen.getByRole('spinbutton', { name })

// Full forms with axe runs take seconds on a busy shared machine; the default 5 s is too tight there.
describe('OrganizationPluginSettings', { timeout: 20_000 }, () => {
  it('shows the branch’s configuration and saves only the changed fields', async () => {
    const { user, onSaved, ...kit } = renderSettings()
    await section()
    expect(await screen.findByRole('checkbox', { name: 'Organizations enabled' })).toBeChecked()
    expect(field('Organizations per user')).toHaveValue(10)
    expect(field('Members per organization')).toHaveValue(100)
    expect(screen.getByRole('radio', { name: 'Owner' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Admin' })).toHaveAccessibleDescription(/Cannot delete the organization/)
    expect(screen.getByRole('checkbox', { name: 'Send invitation e-mails' })).toHaveAccessibleDescription(
      /e-mail verification at sign-up/,
    )
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()

    await user.clear(field('Members per organization'))
    await user.type(field('Members per organization'), '25')
    await user.click(screen.getByRole('radio', { name: 'Admin' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    const saved = {
      enabled: true,
      organization_limit: 10,
      membership_limit: 25,
      creator_role: 'admin',
      send_invitation_email: false,
    }
    expect(onSaved).toHaveBeenCalledWith(saved)
    expect(kit.patches()).toEqual([{ membership_limit: 25, creator_role: 'admin' }])
    expect(patchLog(kit)).toMatchObject([{ method: 'PATCH', status: 200 }])
    expect(kit.emulator.getPluginConfig(kit.projectId, kit.branchId)).toEqual(saved)
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toHaveTextContent(
      'Plugin settings saved.',
    )
    expect(document.querySelector('[data-slot="orgkit-form-status"]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('refuses 0, 1.5 and an empty limit on the field, without any request', async () => {
    const { user, ...kit } = renderSettings()
    await screen.findByRole('checkbox', { name: 'Organizations enabled' })
    const perUser = field('Organizations per user')
    const perOrganization = field('Members per organization')

    await user.clear(perUser)
    await user.type(perUser, '0')
    await user.clear(perOrganization)
    await user.type(perOrganization, '1.5')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter 1 or more.')).toBeInTheDocument()
    expect(perUser).toHaveAttribute('aria-invalid', 'true')
    expect(perUser).toHaveAccessibleDescription(/Enter 1 or more\./)
    expect(perOrganization).toHaveAccessibleDescription(/Enter a whole number\./)
    expect(perUser).toHaveFocus()

    await user.clear(perUser)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter a number.')).toBeInTheDocument()
    // Too large for the API's int32: the message names the largest it stores.
    await user.type(perUser, '3000000000')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(perUser).toHaveAccessibleDescription(/Enter 2,147,483,647 or less\./)
    expect(kit.sent.filter((r) => r.method === 'PATCH')).toEqual([])
    expect(kit.emulator.requests().map((r) => r.method)).toEqual(['GET'])
  })

  it('shows the saving state while the PATCH is under way', async () => {
    let release: () => void = () => undefined
    let hold = false
    const kit = createManagementKit({
      gate: () => (hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()),
    })
    const { user } = renderSettings(kit)
    await screen.findByRole('checkbox', { name: 'Organizations enabled' })
    await user.click(screen.getByRole('checkbox', { name: 'Send invitation e-mails' }))
    hold = true
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const saving = await screen.findByRole('button', { name: 'Saving…' })
    expect(saving).toBeDisabled()
    expect(saving).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('checkbox', { name: 'Send invitation e-mails' })).toBeDisabled()
    release()
    expect(await screen.findByText('Plugin settings saved.')).toBeInTheDocument()
    expect(kit.patches()).toEqual([{ send_invitation_email: true }])
  })

  it('announces a server error with its status and message, and keeps the input', async () => {
    const { user, ...kit } = renderSettings()
    await screen.findByRole('checkbox', { name: 'Organizations enabled' })
    kit.emulator.failNext({ status: 500 })
    await user.clear(field('Organizations per user'))
    await user.type(field('Organizations per user'), '3')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The plugin settings were not saved. The management API failed. Try again.')
    expect(alert).toHaveTextContent('HTTP 500: internal error')
    expect(alert).toHaveTextContent(/Request id: \S+/)
    expect(field('Organizations per user')).toHaveValue(3)
    expect(kit.emulator.getPluginConfig(kit.projectId, kit.branchId)?.organization_limit).toBe(10)

    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Plugin settings saved.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(kit.patches()).toEqual([{ organization_limit: 3 }, { organization_limit: 3 }])
  })

  it('says "API key rejected" for a 401, without showing the key', async () => {
    renderSettings(createManagementKit({ client: { apiKey: 'napi_wrong_key' } }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The plugin settings could not be loaded. API key rejected.')
    expect(alert).toHaveTextContent('HTTP 401: invalid API key')
    expect(document.body.textContent).not.toContain('napi_wrong_key')
  })

  it('says "rate limited" for a 429 the client did not retry', async () => {
    const kit = createManagementKit({ client: { retries: 0 } })
    const { user } = renderSettings(kit)
    await user.click(await screen.findByRole('checkbox', { name: 'Send invitation e-mails' }))
    kit.emulator.failNext({ status: 429, retryAfterSeconds: 2 })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Rate limited: too many requests to the management API.')
    expect(alert).toHaveTextContent('HTTP 429: too many requests')
    expect(screen.getByRole('checkbox', { name: 'Send invitation e-mails' })).toBeChecked()
  })

  it('takes in a configuration read anew while keeping what the user typed', async () => {
    const { user, ...kit } = renderSettings()
    await screen.findByRole('checkbox', { name: 'Organizations enabled' })
    await user.clear(field('Organizations per user'))
    await user.type(field('Organizations per user'), '5')
    // Another admin changes the member limit; this page reads the configuration again.
    await kit.client.updateOrganizationPlugin(kit.projectId, kit.branchId, { membership_limit: 40 })
    await kit.queryClient.invalidateQueries()
    await waitFor(() => expect(field('Members per organization')).toHaveValue(40))
    expect(field('Organizations per user')).toHaveValue(5)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Plugin settings saved.')).toBeInTheDocument()
    expect(kit.patches()).toEqual([{ membership_limit: 40 }, { organization_limit: 5 }])
  })

  it('works inside <OrgKitProvider> too: its overrides apply, the management provider’s win', async () => {
    const kit = createManagementKit({ messages: { 'organizationPluginSettings.title': 'Tenancy' } })
    const transport = createMemoryTransport()
    const onSaved = vi.fn()
    render(
      <kit.wrapper>
        <OrgKitProvider
          transport={transport}
          messages={{
            'organizationPluginSettings.title': 'Ignored',
            'organizationPluginSettings.enabledLabel': 'Tenants on',
          }}
        >
          <OrganizationPluginSettings projectId={kit.projectId} branchId={kit.branchId} onSaved={onSaved} />
        </OrgKitProvider>
      </kit.wrapper>,
    )
    expect(await screen.findByRole('checkbox', { name: 'Tenants on' })).toBeChecked()
    expect(screen.getByRole('region', { name: 'Tenancy' })).toBeInTheDocument()
  })

  it('speaks German with messagesDe on the provider', async () => {
    renderSettings(createManagementKit({ messages: messagesDe }))
    expect(await screen.findByRole('checkbox', { name: 'Organisationen eingeschaltet' })).toBeChecked()
    expect(screen.getByRole('region', { name: 'Organisations-Plugin' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled()
  })

  it('shows loading, then offers a retry when loading fails', async () => {
    const kit = createManagementKit({ client: { retries: 0 } })
    kit.emulator.failNext({ status: 503 })
    const { user } = renderSettings(kit)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the plugin settings…')
    expect(screen.getByRole('region', { name: 'Organization plugin' })).toHaveAttribute('aria-busy', 'true')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The plugin settings could not be loaded. The management API failed.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('checkbox', { name: 'Organizations enabled' })).toBeChecked()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('asks before turning organizations off: cancel keeps them on, confirm sends enabled: false', async () => {
    const { user, onSaved, ...kit } = renderSettings()
    const enabled = await screen.findByRole('checkbox', { name: 'Organizations enabled' })
    expect(enabled).toHaveAccessibleDescription(/every organization call on this branch fails/)

    await user.click(enabled)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    // Saving validates first (asynchronously), then asks: wait for the dialog.
    const dialog = await screen.findByRole('dialog', { name: 'Turn off organizations?' })
    expect(dialog).toHaveAccessibleDescription(/Every organization call on this branch will fail/)
    expect(within(dialog).getByRole('button', { name: 'Keep them on' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Keep them on' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(enabled).toBeChecked()
    expect(kit.patches()).toEqual([])

    // Escape (the dialog's cancel event) keeps them on too.
    await user.click(enabled)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(enabled).toBeChecked()

    await user.click(enabled)
    await user.clear(field('Organizations per user'))
    await user.type(field('Organizations per user'), '4')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off organizations' }))
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ enabled: false, organization_limit: 4 })),
    )
    expect(kit.patches()).toEqual([{ enabled: false, organization_limit: 4 }])
    expect(screen.getByRole('checkbox', { name: 'Organizations enabled' })).not.toBeChecked()

    // Turning them back on needs no confirmation.
    await user.click(screen.getByRole('checkbox', { name: 'Organizations enabled' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(kit.patches()).toHaveLength(2))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(kit.patches()[1]).toEqual({ enabled: true })
  })

  it('works from the keyboard alone', async () => {
    const { user, ...kit } = renderSettings()
    await screen.findByRole('checkbox', { name: 'Organizations enabled' })
    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Organizations enabled' })).toHaveFocus()
    await user.tab()
    expect(field('Organizations per user')).toHaveFocus()
    await user.keyboard('{Control>}a{/Control}7')
    await user.tab()
    expect(field('Members per organization')).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Owner' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Admin' })).toBeChecked()
    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Send invitation e-mails' })).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('checkbox', { name: 'Send invitation e-mails' })).toBeChecked()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Plugin settings saved.')).toBeInTheDocument()
    expect(kit.patches()).toEqual([{ organization_limit: 7, creator_role: 'admin', send_invitation_email: true }])
  })

  it('discards changes back to the saved configuration', async () => {
    const { user, ...kit } = renderSettings()
    await screen.findByRole('checkbox', { name: 'Organizations enabled' })
    await user.type(field('Members per organization'), '0')
    expect(field('Members per organization')).toHaveValue(1000)
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(field('Members per organization')).toHaveValue(100)
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(kit.sent.filter((r) => r.method === 'PATCH')).toEqual([])
  })

  it('with readOnlyReason, shows the settings disabled with the reason, and nothing to save', async () => {
    const kit = createManagementKit()
    const reason = 'Only owners and admins change them.'
    const { container } = renderWithManagement(
      <OrganizationPluginSettings projectId={kit.projectId} branchId={kit.branchId} readOnlyReason={reason} />,
      kit,
    )
    const enabled = await screen.findByRole('checkbox', { name: 'Organizations enabled' })
    expect(enabled).toBeChecked()
    expect(enabled).toBeDisabled()
    expect(field('Organizations per user')).toBeDisabled()
    expect(field('Organizations per user')).toHaveValue(10)
    expect(screen.getByRole('radio', { name: 'Owner' })).toBeDisabled()
    const sentence = `You can see these settings but not change them. ${reason}`
    expect(screen.getByRole('status')).toHaveTextContent(sentence)
    expect(enabled.closest('fieldset[data-slot="orgkit-plugin-settings-fields"]')).toHaveAccessibleDescription(sentence)
    expect(screen.queryByRole('button')).toBeNull()
    await expectNoAxeViolations(container)
    expect(kit.sent.map((request) => request.method)).toEqual(['GET'])
  })

  it('has no axe violations: form, field errors, confirmation dialog, error alert', async () => {
    const { user, container, ...kit } = renderSettings()
    await screen.findByRole('checkbox', { name: 'Organizations enabled' })
    await expectNoAxeViolations(container)
    await user.clear(field('Organizations per user'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Enter a number.')
    await expectNoAxeViolations(container)
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    await user.click(screen.getByRole('checkbox', { name: 'Organizations enabled' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('dialog')
    await expectNoAxeViolations(document.body)
    kit.emulator.failNext({ status: 500 })
    await user.click(within(dialog).getByRole('button', { name: 'Turn off organizations' }))
    await screen.findByRole('alert')
    await expectNoAxeViolations(container)
  })
})
