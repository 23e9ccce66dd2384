import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CreateOrganizationDialog } from '../../src/components/create-organization-dialog/create-organization-dialog'
import { OrgKitError } from '../../src/core/org-kit-error'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'
import { prepareTransport, renderWithKit } from '../support/render-with-kit'
import { loseNextAnswer } from './lose-next-answer'

// Issue 23, finding 4: "a 503 that arrives after the server committed a write ... turns into a 409". On screen:
// the create dialog said "Something went wrong" and then "“hooli” is already taken", the user's own new
// organization. The kit now reads the organization back by its slug after such a failure and finds it.

describe('CreateOrganizationDialog when the answer to a committed create is lost', () => {
  it.each([
    ['a 503 after commit', new OrgKitError('SERVER_ERROR', { status: 503, message: 'Service Unavailable' })],
    ['a timeout', new OrgKitError('NETWORK_ERROR', { status: 0, message: 'timed out' })],
  ])('%s: created once, shown as created, never as “slug taken”', async (_case, error) => {
    const transport = await prepareTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      activeOrganization: 'acme',
    })
    loseNextAnswer(transport, 'create', { error })
    const onCreated = vi.fn()
    const { user } = renderWithKit(<CreateOrganizationDialog onCreated={onCreated} />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Create organization' }))
    const dialog = screen.getByRole('dialog', { name: 'Create organization' })
    await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'Hooli')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ slug: 'hooli' }))
    expect(transport.calls.filter((call) => call.operation === 'create')).toHaveLength(1)
    const hooli = (await transport.list()).filter((organization) => organization.slug === 'hooli')
    expect(hooli).toHaveLength(1)
    expect((await transport.getSession())?.activeOrganizationId).toBe(hooli[0]?.id)
  })
})
