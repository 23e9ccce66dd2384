import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AcceptInvitation } from '../../src/components/accept-invitation/accept-invitation'
import { CreateOrganizationDialog } from '../../src/components/create-organization-dialog/create-organization-dialog'
import { InviteMemberDialog } from '../../src/components/invite-member-dialog/invite-member-dialog'
import { OrganizationSettings } from '../../src/components/organization-settings/organization-settings'
import type { OrgKitErrorCode } from '../../src/core/error-codes'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'
import type { MemoryFaultInit, MemoryTransport } from '../../src/testing'
import { demoSeedWithIds, IDS } from '../support/demo-ids'
import { prepareTransport, renderWithKit } from '../support/render-with-kit'

// Issue 23's fault suite, component level: the main forms under each fault the transport can report. Each
// shows a clear message, keeps what was typed, sent the write once and stays usable (the next try goes
// through). The faults come from the memory transport (the fetch transport's mapping of real faults to these
// codes is test/faults/transport-faults.test.ts).

/** Each fault as the transport reports it, and the sentence the user then reads. */
const FAULTS: readonly (readonly [string, OrgKitErrorCode, MemoryFaultInit, RegExp])[] = [
  ['a network error or timeout', 'NETWORK_ERROR', { status: 0 }, /The server could not be reached/],
  ['a 500', 'SERVER_ERROR', { status: 500 }, /Something went wrong on the server/],
  ['a 503', 'SERVER_ERROR', { status: 503 }, /Something went wrong on the server/],
  ['a 429 with Retry-After', 'RATE_LIMITED', { status: 429, retryAfterMs: 2000 }, /Too many requests/],
  ['a malformed body', 'UNKNOWN', { status: 200 }, /Something went wrong\. Try again\./],
]

const acmeOwner = () => prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL, activeOrganization: 'acme' })
const sent = (transport: MemoryTransport, operation: 'create' | 'inviteMember' | 'update' | 'acceptInvitation') =>
  transport.calls.filter((call) => call.operation === operation).length

describe('CreateOrganizationDialog under faults', () => {
  it.each(FAULTS)(
    '%s: says so, keeps the name and slug, sent once, and the next try creates',
    async (_case, code, init, message) => {
      const transport = await acmeOwner()
      const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
      await user.click(await screen.findByRole('button', { name: 'Create organization' }))
      const dialog = screen.getByRole('dialog', { name: 'Create organization' })
      const name = await within(dialog).findByRole('textbox', { name: 'Name' })
      await user.type(name, 'Hooli')
      transport.failNext('create', code, init)
      await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
      expect(name).toHaveValue('Hooli')
      expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('hooli')
      expect(sent(transport, 'create')).toBe(1)
      await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(sent(transport, 'create')).toBe(2)
    },
  )
})

describe('InviteMemberDialog under faults', () => {
  it.each(FAULTS)(
    '%s: says so on the address, keeps it, sent once, and the next try invites',
    async (_case, code, init, message) => {
      const transport = await acmeOwner()
      const { user } = renderWithKit(<InviteMemberDialog />, { transport })
      await user.click(await screen.findByRole('button', { name: 'Invite members' }))
      const dialog = screen.getByRole('dialog', { name: 'Invite members' })
      const addresses = await within(dialog).findByRole('textbox', { name: 'E-mail addresses' })
      await user.type(addresses, 'ada@example.com')
      transport.failNext('inviteMember', code, init)
      await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
      await within(dialog).findByText(message)
      expect(addresses).toHaveValue('ada@example.com')
      expect(sent(transport, 'inviteMember')).toBe(1)
      await user.click(within(dialog).getByRole('button', { name: 'Invite' }))
      expect(await within(dialog).findByText('Invitation created; copy the link')).toBeInTheDocument()
      expect(addresses).toHaveValue('')
      expect(sent(transport, 'inviteMember')).toBe(2)
    },
  )
})

describe('OrganizationSettings under faults', () => {
  it.each(FAULTS)(
    '%s: says so, keeps the edited name, sent once, and the next save goes through',
    async (_case, code, init, message) => {
      const transport = await prepareTransport({
        seed: demoSeedWithIds(),
        signedInAs: 'alice@example.com',
        activeOrganization: 'acme',
      })
      const { user } = renderWithKit(<OrganizationSettings />, { transport })
      const section = await screen.findByRole('region', { name: 'Profile' })
      const name = within(section).getByRole('textbox', { name: 'Name' })
      await user.clear(name)
      await user.type(name, 'Acme Corporation')
      transport.failNext('update', code, init)
      await user.click(within(section).getByRole('button', { name: 'Save' }))
      expect(await within(section).findByRole('alert')).toHaveTextContent(message)
      expect(name).toHaveValue('Acme Corporation')
      expect(sent(transport, 'update')).toBe(1)
      await user.click(within(section).getByRole('button', { name: 'Save' }))
      await waitFor(() => expect(sent(transport, 'update')).toBe(2))
      await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull())
    },
  )
})

describe('AcceptInvitation under faults', () => {
  it.each(FAULTS)(
    '%s: says so, the invitation still offered, sent once, and the next try joins',
    async (_case, code, init, message) => {
      const transport = await prepareTransport({ seed: demoSeedWithIds(), signedInAs: 'frank@example.com' })
      const { user } = renderWithKit(<AcceptInvitation invitationId={IDS.invitation.frankAcme} />, { transport })
      const accept = await screen.findByRole('button', { name: 'Accept invitation' })
      transport.failNext('acceptInvitation', code, init)
      await user.click(accept)
      expect(await screen.findByRole('alert')).toHaveTextContent(message)
      expect(sent(transport, 'acceptInvitation')).toBe(1)
      await user.click(screen.getByRole('button', { name: 'Accept invitation' }))
      expect(await screen.findByRole('heading', { name: 'Welcome to Acme Inc' })).toBeInTheDocument()
      expect(sent(transport, 'acceptInvitation')).toBe(2)
    },
  )
})
