import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createManagementClient } from '../../../src/management/client/create-management-client'
import { ManagementProvider } from '../../../src/management/react/management-provider'
import { OrganizationPluginSettings } from '../../../src/management/react/organization-plugin-settings/organization-plugin-settings'
import type { EmbeddedBackend } from '../../../src/server'
import { createDevManagement } from '../../../src/server/vite/dev-management'
import type { DevManagement } from '../../../src/server/vite/dev-management'
import { expectNoAxeViolations } from '../../components/organization-switcher/expect-no-axe-violations'
import { expectDefined } from '../../contract/expect-defined'
import { createTestBackend, TEST_ORIGIN } from '../../contract/real/shared-backend'
import { createManagementKit, renderWithManagement } from './support/management-kit'

// Issue 25: the plugin settings form explains why it cannot be saved. `readOnlyReason={true}` gives the kit's
// sentence; with `forbiddenActions="explain"` the Save button stays, aria-disabled and described by the
// reason, and pressing it sends nothing. Against the dev management proxy of the embedded backend, the reason
// the proxy gives the browser (`/access`) is the message it refuses the same user's save with.

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 })

const NOTICE = 'You can see these settings but not change them.'
const KIT_REASON = 'Your account, or the API key in use, may not change them.'

describe('OrganizationPluginSettings, read-only', () => {
  it('hides Save by default, and says the kit’s reason for readOnlyReason={true}', async () => {
    const kit = createManagementKit()
    renderWithManagement(
      <OrganizationPluginSettings projectId={kit.projectId} branchId={kit.branchId} readOnlyReason />,
      kit,
    )
    expect(await screen.findByRole('checkbox', { name: 'Organizations enabled' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent(`${NOTICE} ${KIT_REASON}`)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('explained: Save is aria-disabled, described by the reason, and sends nothing', async () => {
    const kit = createManagementKit()
    const { user, container } = renderWithManagement(
      <OrganizationPluginSettings
        projectId={kit.projectId}
        branchId={kit.branchId}
        readOnlyReason
        forbiddenActions="explain"
      />,
      kit,
    )
    const save = await screen.findByRole('button', { name: 'Save' })
    expect(save).toHaveAttribute('aria-disabled', 'true')
    expect(save).not.toBeDisabled()
    expect(save).toHaveAccessibleDescription(`${NOTICE} ${KIT_REASON}`)
    await user.click(save)
    save.focus()
    await user.keyboard('{Enter}')
    expect(kit.sent.map((request) => request.method)).toEqual(['GET'])
    await expectNoAxeViolations(container)
  })
})

describe('the reason is the dev management proxy’s refusal', () => {
  const PASSWORD = 'explained-password-1'
  let backend: EmbeddedBackend | undefined
  let dev: DevManagement
  beforeAll(async () => {
    backend = await createTestBackend({
      seed: {
        users: [{ email: 'member@example.com', name: 'member', password: PASSWORD }],
        organizations: [{ name: 'Acme', slug: 'acme', members: [{ email: 'member@example.com', role: 'member' }] }],
      },
    })
    dev = createDevManagement(backend)
  }, 60_000)
  afterAll(() => backend?.close())

  it('a plain member: /access gives the reason, the save is refused with it, the form shows it', async () => {
    const running = expectDefined(backend, 'the embedded backend')
    const signIn = await running.handler(
      new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email: 'member@example.com', password: PASSWORD }),
      }),
    )
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    // The browser's requests to the dev server: same origin, with the session cookie.
    const methods: string[] = []
    const viaDevServer: typeof fetch = async (input, init) => {
      const incoming = new Request(input, init)
      methods.push(incoming.method)
      const headers = new Headers(incoming.headers)
      headers.set('cookie', cookie)
      const body = incoming.method === 'GET' ? undefined : await incoming.text()
      const request = new Request(incoming.url, { method: incoming.method, headers, body })
      const path = new URL(request.url).pathname
      const mount = expectDefined(
        dev.mounts.find((candidate) => path.startsWith(candidate.basePath)),
        `a mount for ${path}`,
      )
      return mount.handler(request)
    }

    const access = (await (await viaDevServer(`${TEST_ORIGIN}/api/dev/management/access`)).json()) as {
      canWrite: boolean
      reason?: string
    }
    expect(access.canWrite).toBe(false)
    const reason = expectDefined(access.reason, 'the reason')
    const project = 'orgkit-dev'
    const branch = 'br-orgkit-dev-main'
    const refused = await viaDevServer(
      `${TEST_ORIGIN}/api/v2/projects/${project}/branches/${branch}/auth/plugins/organization`,
      { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ enabled: false }) },
    )
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ code: 'OWNER_OR_ADMIN_REQUIRED', message: reason })

    const client = createManagementClient({ apiKey: 'unused', baseUrl: `${TEST_ORIGIN}/api/v2`, fetch: viaDevServer })
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ManagementProvider client={client}>
          <OrganizationPluginSettings
            projectId={project}
            branchId={branch}
            readOnlyReason={reason}
            forbiddenActions="explain"
          />
        </ManagementProvider>
      </QueryClientProvider>,
    )
    const save = await screen.findByRole('button', { name: 'Save' })
    expect(save).toHaveAttribute('aria-disabled', 'true')
    expect(save).toHaveAccessibleDescription(`${NOTICE} ${reason}`)
    await userEvent.setup().click(save)
    expect(await screen.findByRole('checkbox', { name: 'Organizations enabled' })).toBeChecked()
    // The one PATCH is the test's own, refused above; pressing Save sent none.
    expect(methods.filter((method) => method === 'PATCH')).toHaveLength(1)
  })
})
