import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AcceptInvitation } from '../../src/components/accept-invitation/accept-invitation'
import { OrgKitError } from '../../src/core/org-kit-error'
import { demoSeedWithIds, IDS } from '../support/demo-ids'
import { prepareTransport, renderWithKit } from '../support/render-with-kit'
import { loseNextAnswer } from './lose-next-answer'

// Issue 23, finding 4, on the accept page: an accept the server carried out but whose answer was lost used to
// say "something went wrong" while still offering Accept, and a second press answered "no longer available".
// The kit now reads back the membership in the invitation's organization, and its invitations, and finds it
// accepted.

describe('AcceptInvitation when the answer to a committed accept is lost', () => {
  it.each([
    ['a 503 after commit', new OrgKitError('SERVER_ERROR', { status: 503, message: 'Service Unavailable' })],
    ['a timeout', new OrgKitError('NETWORK_ERROR', { status: 0, message: 'timed out' })],
  ])('%s: accepted once, shown as joined', async (_case, error) => {
    const transport = await prepareTransport({ seed: demoSeedWithIds(), signedInAs: 'frank@example.com' })
    loseNextAnswer(transport, 'acceptInvitation', { error })
    const onAccepted = vi.fn()
    const { user } = renderWithKit(
      <AcceptInvitation invitationId={IDS.invitation.frankAcme} onAccepted={onAccepted} />,
      { transport },
    )
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByRole('heading', { name: 'Welcome to Acme Inc' })).toBeInTheDocument()
    expect(onAccepted).toHaveBeenCalledOnce()
    expect(transport.calls.filter((call) => call.operation === 'acceptInvitation')).toHaveLength(1)
    expect((await transport.getSession())?.activeOrganizationId).toBe(IDS.acme)
  })

  it('an accept the server did not carry out still fails with its message', async () => {
    const transport = await prepareTransport({ seed: demoSeedWithIds(), signedInAs: 'frank@example.com' })
    transport.failNext('acceptInvitation', 'SERVER_ERROR', { status: 503 })
    const { user } = renderWithKit(<AcceptInvitation invitationId={IDS.invitation.frankAcme} />, { transport })
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong on the server/)
  })
})
