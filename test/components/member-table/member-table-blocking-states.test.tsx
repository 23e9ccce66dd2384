import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberTable } from '../../../src/components/member-table/member-table'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../../src/testing'
import { prepareTransport, renderWithKit } from '../../support/render-with-kit'

describe('MemberTable states a retry cannot mend', () => {
  it('replaces the rows with the notice when organizations are turned off, and offers no retry', async () => {
    const transport = await prepareTransport({
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      activeOrganization: 'acme',
    })
    const { queryClient } = renderWithKit(<MemberTable />, { transport })
    expect(await screen.findByText('4 members')).toBeInTheDocument()

    transport.setPluginConfig({ enabled: false })
    await queryClient.invalidateQueries()

    expect(await screen.findByText('Organizations are turned off for this project.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull())
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('says to choose an organization, without a useless retry', async () => {
    const transport = await prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    renderWithKit(<MemberTable />, { transport })
    expect(await screen.findByText('Choose an organization first.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
