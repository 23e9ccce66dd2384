import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, Suspense, useState } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../../src/components/ui/dialog'
import { lazyPart } from '../../../src/components/ui/lazy-part'
import { renderWithKit } from '../../support/render-with-kit'

/** A promise the test settles when it wants, like a module still on its way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (reason: unknown) => void = () => undefined
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle
    reject = fail
  })
  return { promise, resolve, reject }
}

function NameForm({ label }: { label: string }) {
  return (
    <form>
      <label>
        {label}
        <input />
      </label>
    </form>
  )
}

/** A dialog opened by a button, its content a lazy part. */
function DialogHarness({ Content }: { Content: ComponentType<{ label: string }> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={setOpen} title="Name it">
        <Content label="Name" />
      </Dialog>
    </>
  )
}

describe('lazyPart in a Dialog', () => {
  it('shows placeholders, busy, until the code is there, then the content with the focus on its first control', async () => {
    const load = deferred<typeof NameForm>()
    const part = lazyPart(() => load.promise)
    const user = userEvent.setup()
    render(<DialogHarness Content={part.Component} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Name it' })
    expect(dialog).toHaveAttribute('aria-busy', 'true')
    expect(dialog.querySelector('[data-slot="orgkit-dialog-placeholder"]')).toHaveAttribute('aria-hidden', 'true')
    // What showModal() does when the dialog holds nothing focusable (jsdom has no showModal).
    dialog.tabIndex = -1
    dialog.focus()
    await act(async () => {
      load.resolve(NameForm)
      await load.promise
    })
    const name = await within(dialog).findByRole('textbox', { name: 'Name' })
    expect(name).toHaveFocus()
    expect(dialog).not.toHaveAttribute('aria-busy')
    expect(dialog.querySelector('[data-slot="orgkit-dialog-placeholder"]')).toBeNull()
  })

  it('shows the content at once, the focus left alone, once preloaded', async () => {
    const loaded = Promise.resolve(NameForm)
    const part = lazyPart(() => loaded)
    part.preload()
    await loaded
    const user = userEvent.setup()
    render(<DialogHarness Content={part.Component} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Name it' })
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeInTheDocument()
    expect(dialog).not.toHaveAttribute('aria-busy')
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('fetches once however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(NameForm))
    const part = lazyPart(load)
    part.preload()
    part.preload()
    render(
      <Suspense fallback="Loading">
        <part.Component label="First" />
        <part.Component label="Second" />
      </Suspense>,
    )
    expect(await screen.findByRole('textbox', { name: 'Second' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows a failed fetch as a network error with "Try again", which fetches again', async () => {
    const load = vi
      .fn<() => Promise<typeof NameForm>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(NameForm)
    // React reports the error it caught; the part shows it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const part = lazyPart(load)
    // The error is worded by the kit's messages, so under its provider.
    const { user } = renderWithKit(<DialogHarness Content={part.Component} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Name it' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server could not be reached.')
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByRole('textbox', { name: 'Name' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('hands errors other than a failed fetch on to the app', async () => {
    const part = lazyPart(() =>
      Promise.resolve(function Broken(): ReactNode {
        throw new Error('a bug in the form')
      }),
    )
    const onError = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <AppBoundary onError={onError}>
        <Suspense fallback="Loading">
          <part.Component />
        </Suspense>
      </AppBoundary>,
    )
    expect(await screen.findByText('The app caught it')).toBeInTheDocument()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'a bug in the form' }))
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})

/** An app's own error boundary. */
class AppBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? 'The app caught it' : this.props.children
  }
}
