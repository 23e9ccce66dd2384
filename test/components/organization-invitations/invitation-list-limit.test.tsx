import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrganizationInvitations } from '../../../src/components/organization-invitations/organization-invitations'
import { SERVER_LIST_LIMIT } from '../../../src/core/server-list-limit'
import { messagesDe } from '../../../src/messages/messages-de'
import { createMemoryTransport, DEMO_OWNER_EMAIL, demoSeed, seedInvitation } from '../../../src/testing'
import { renderWithKit } from '../../support/render-with-kit'

// Issue 23, finding 7: Better Auth's list of invitations has no paging, and its adapter stops at 100
// (`advanced.database.defaultFindManyLimit`); the table stopped there without a word.

const NOTE = 'The server lists at most 100 invitations, so some may not be shown here.'

/**
 * The owner in Acme, which has this many invitations besides the demo's, over a memory transport that lists
 * at most `invitationListLimit` of them, as Better Auth does (100 unless its server raised it).
 */
async function acmeWithInvitations(extra: number, invitationListLimit = SERVER_LIST_LIMIT) {
  const seed = demoSeed()
  const added = Array.from({ length: extra }, (_, index) =>
    seedInvitation('acme', `guest-${index}@example.com`, DEMO_OWNER_EMAIL),
  )
  seed.invitations = [...(seed.invitations ?? []), ...added]
  const transport = createMemoryTransport({ seed, signedInAs: DEMO_OWNER_EMAIL, invitationListLimit })
  const acme = (await transport.list()).find((organization) => organization.slug === 'acme')
  await transport.setActive({ organizationId: acme?.id ?? null })
  return transport
}
const dataRows = () => screen.getAllByRole('row').slice(1)

describe('the invitations table at the server’s list limit', () => {
  it('says that more may exist when exactly the limit comes back (101 invitations, 100 listed)', async () => {
    const transport = await acmeWithInvitations(101)
    renderWithKit(<OrganizationInvitations />, { transport })
    expect(await screen.findByText(NOTE, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await transport.listInvitations({})).toHaveLength(100)
    expect(dataRows().length).toBeLessThanOrEqual(100)
  })

  it('says it in German too', async () => {
    const transport = await acmeWithInvitations(101)
    renderWithKit(<OrganizationInvitations />, { transport, provider: { messages: messagesDe } })
    expect(
      await screen.findByText(
        'Der Server listet höchstens 100 Einladungen, daher fehlen hier vielleicht welche.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
  })

  it('says nothing below the limit', async () => {
    const transport = await acmeWithInvitations(10)
    renderWithKit(<OrganizationInvitations />, { transport })
    await screen.findByRole('row', { name: /guest-9@example.com/ }, { timeout: 5000 })
    expect(screen.queryByText(NOTE)).toBeNull()
  })

  it('follows a server that raised its limit (serverListLimit)', async () => {
    const transport = await acmeWithInvitations(101, 500)
    renderWithKit(<OrganizationInvitations serverListLimit={500} />, { transport })
    await screen.findByRole('row', { name: /guest-100@example.com/ }, { timeout: 5000 })
    expect(dataRows().length).toBeGreaterThan(101)
    expect(screen.queryByText(/The server lists at most/)).toBeNull()
  })
})
