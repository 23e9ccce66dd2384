import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CreateOrganizationDialog } from '../../src/components/create-organization-dialog/create-organization-dialog'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'
import { prepareTransport, renderWithKit } from '../support/render-with-kit'

// Issue 23: where the kit is stricter than the server, the form says why, before any request. A name with a
// control character inside (pasted; a text field keeps a tab or U+0000 but not a new line) answered HTTP 500.

describe('the profile fields say why a name is refused', () => {
  it('a pasted control character inside the name: the field says so and nothing is sent', async () => {
    const transport = await prepareTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      activeOrganization: 'acme',
    })
    const { user } = renderWithKit(<CreateOrganizationDialog />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Create organization' }))
    const dialog = screen.getByRole('dialog', { name: 'Create organization' })
    const name = await within(dialog).findByRole('textbox', { name: 'Name' })
    fireEvent.input(name, { target: { value: 'Acme\tLabs' } })
    await user.clear(within(dialog).getByRole('textbox', { name: 'Slug' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Slug' }), 'acme-labs')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect(name).toHaveAccessibleDescription('Remove invisible or broken characters, such as tabs.')
    expect(transport.calls.filter((call) => call.operation === 'create')).toEqual([])
  })
})
