import { act, screen } from '@testing-library/react'
import { ActiveOrganizationGate } from '../../../src/components/active-organization-gate/active-organization-gate'
import { orgKeys } from '../../../src/query/org-keys'
import { EMAIL, prepareDemo } from '../../support/demo-ids'
import { renderWithKit } from '../../support/render-with-kit'
import { failRead, runReadsOut } from '../../support/retry-timers'

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('ActiveOrganizationGate when a session read fails', () => {
  it('a failed refetch keeps the pages and what was typed in them (the last session stays)', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    const { user, queryClient } = renderWithKit(
      <ActiveOrganizationGate>
        <label>
          Note
          <input />
        </label>
      </ActiveOrganizationGate>,
      { transport },
    )
    await user.type(await screen.findByRole('textbox', { name: 'Note' }, { timeout: 5000 }), 'half a sentence')
    vi.useFakeTimers()
    failRead(transport, 'getSession', 'SERVER_ERROR')
    // As on window focus: the answer is not awaited here, its retries run on the fake timers.
    act(() => {
      void queryClient.refetchQueries({ queryKey: orgKeys.session() })
    })
    await runReadsOut(queryClient)
    expect(queryClient.getQueryState(orgKeys.session())?.status).toBe('error')
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half a sentence')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('with no session read yet, a failure shows the problem and its retry', async () => {
    const transport = await prepareDemo(EMAIL.alice, 'acme')
    failRead(transport, 'getSession', 'SERVER_ERROR')
    vi.useFakeTimers()
    const { queryClient } = renderWithKit(<ActiveOrganizationGate>pages</ActiveOrganizationGate>, { transport })
    await runReadsOut(queryClient)
    expect(screen.getByRole('alert')).toBeVisible()
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeVisible()
    expect(screen.queryByText('pages')).toBeNull()
  })
})
