import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Announcement } from '../../../src/components/announcer/announcement'
import { TOAST_DURATION_MS } from '../../../src/components/announcer/toast-region'
import { useAnnounce } from '../../../src/components/announcer/use-announce'
import { createManagementClient } from '../../../src/management/client/create-management-client'
import { ManagementProvider } from '../../../src/management/react/management-provider'
import { renderWithKit } from '../../support/render-with-kit'

/** A stand-in for a kit component: one button per announcement it makes. */
function Announces({ announcements }: { announcements: Announcement[] }) {
  const announce = useAnnounce()
  return announcements.map((announcement) => (
    <button key={announcement.message} type="button" onClick={() => announce(announcement)}>
      {`Say ${announcement.message}`}
    </button>
  ))
}

const removed: Announcement = { tone: 'success', message: 'Mia Member was removed.' }
const refused: Announcement = { tone: 'error', message: 'Could not remove Mia Member.' }

afterEach(() => {
  vi.useRealTimers()
})

describe('the kit’s announcer', () => {
  it('says a result politely and an error at once, the polite live region there before either', async () => {
    const { user } = renderWithKit(<Announces announcements={[removed, refused]} />)
    const region = screen.getByRole('region', { name: 'Notifications' })
    const politeRegion = region.querySelector('[aria-live="polite"]')
    expect(politeRegion).toBeEmptyDOMElement()

    await user.click(screen.getByRole('button', { name: `Say ${removed.message}` }))
    expect(within(region).getByRole('status')).toHaveTextContent(removed.message)
    expect(politeRegion).toContainElement(within(region).getByRole('status'))
    await user.click(screen.getByRole('button', { name: `Say ${refused.message}` }))
    expect(within(region).getByRole('alert')).toHaveTextContent(refused.message)
    expect(politeRegion).not.toHaveTextContent(refused.message)
  })

  it('lets a result go after a while, but keeps an error until it is dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = renderWithKit(<Announces announcements={[removed, refused]} />)
    await user.click(screen.getByRole('button', { name: `Say ${removed.message}` }))
    await user.click(screen.getByRole('button', { name: `Say ${refused.message}` }))

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 10)
    })
    expect(screen.queryByText(removed.message)).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(refused.message)

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps a result while the focus is on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = renderWithKit(<Announces announcements={[removed]} />)
    await user.click(screen.getByRole('button', { name: `Say ${removed.message}` }))
    within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' }).focus()

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 2)
    })
    expect(screen.getByRole('status')).toHaveTextContent(removed.message)

    act(() => {
      screen.getByRole('button', { name: `Say ${removed.message}` }).focus()
      vi.advanceTimersByTime(TOAST_DURATION_MS)
    })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('sends everything to the app’s own toaster when the provider has `announce`, and shows no region', async () => {
    const appToaster = vi.fn<(announcement: Announcement) => void>()
    const { user } = renderWithKit(<Announces announcements={[removed, refused]} />, {
      provider: { announce: appToaster },
    })
    await user.click(screen.getByRole('button', { name: `Say ${removed.message}` }))
    await user.click(screen.getByRole('button', { name: `Say ${refused.message}` }))
    expect(appToaster.mock.calls).toEqual([[removed], [refused]])
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument()
  })

  it('speaks the provider’s language', () => {
    renderWithKit(<Announces announcements={[]} />, {
      provider: { locale: 'de', messages: { 'toastRegion.regionLabel': 'Meldungen' } },
    })
    expect(screen.getByRole('region', { name: 'Meldungen' })).toBeInTheDocument()
  })
})

describe('providers inside providers', () => {
  it('a <ManagementProvider> inside an <OrgKitProvider> uses the outer toast region: one region per page', async () => {
    const client = createManagementClient({ apiKey: 'unused', baseUrl: 'http://127.0.0.1:9/api/v2' })
    const { user } = renderWithKit(
      <ManagementProvider client={client}>
        <Announces announcements={[removed]} />
      </ManagementProvider>,
    )
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: `Say ${removed.message}` }))
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toHaveTextContent(
      removed.message,
    )
  })
})

describe('what stays', () => {
  it('never pushes out an error: only the oldest results make room for new ones', async () => {
    const results = ['First result.', 'Second result.', 'Third result.', 'Fourth result.'].map(
      (message): Announcement => ({ tone: 'success', message }),
    )
    const { user } = renderWithKit(<Announces announcements={[refused, ...results]} />)
    await user.click(screen.getByRole('button', { name: `Say ${refused.message}` }))
    for (const result of results) await user.click(screen.getByRole('button', { name: `Say ${result.message}` }))
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).getByRole('alert')).toHaveTextContent(refused.message)
    expect(
      within(region)
        .getAllByRole('status')
        .map((toast) => toast.textContent),
    ).toEqual(['Second result.', 'Third result.', 'Fourth result.'])
  })

  it('reads a result once: the toast’s own live region is off inside the polite region', async () => {
    const { user } = renderWithKit(<Announces announcements={[removed]} />)
    await user.click(screen.getByRole('button', { name: `Say ${removed.message}` }))
    const toast = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')
    expect(toast).toHaveAttribute('aria-live', 'off')
    expect(toast.parentElement).toHaveAttribute('aria-live', 'polite')
  })
})
