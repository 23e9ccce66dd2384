import { screen, waitFor } from '@testing-library/react'
import { Can } from '../../../src/components/can/can'
import { EMAIL, prepareDemo } from '../../support/demo-ids'
import { renderWithKit } from '../../support/render-with-kit'

function Spy({ name, log }: { name: string; log: string[] }) {
  log.push(name)
  return <p>{name}</p>
}

async function renderCan(email: string) {
  const transport = await prepareDemo(email, 'acme')
  transport.latency = 20
  const log: string[] = []
  const view = renderWithKit(
    <Can permissions={{ member: ['delete'] }} fallback={<Spy name="refused" log={log} />}>
      <Spy name="action" log={log} />
    </Can>,
    { transport },
  )
  return { ...view, log }
}

describe('<Can>', () => {
  it('renders nothing while the role loads, then the children when allowed (no flash of the refusal)', async () => {
    const { log } = await renderCan(EMAIL.bob)
    // Nothing rendered yet: neither the action nor the refusal (the provider's toast region is not <Can>'s).
    expect(log).toEqual([])
    expect(await screen.findByText('action')).toBeInTheDocument()
    expect(new Set(log)).toEqual(new Set(['action']))
  })

  it('renders the fallback when refused, never the forbidden action', async () => {
    const { log } = await renderCan(EMAIL.carol)
    expect(log).toEqual([])
    expect(await screen.findByText('refused')).toBeInTheDocument()
    await waitFor(() => expect(new Set(log)).toEqual(new Set(['refused'])))
    expect(screen.queryByText('action')).not.toBeInTheDocument()
  })
})
