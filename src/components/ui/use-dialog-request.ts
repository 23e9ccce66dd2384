import { useState } from 'react'
import { useAnnounce } from '../announcer/use-announce'
import { errorMessagesEn } from '../../messages/en/errors'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useSingleFlight } from './use-single-flight'

/** How one confirmed request is run and said: see {@link DialogRequest.run}. */
export interface DialogRequestRun {
  /** Sends the request; resolves with the sentence that says it worked ("Mia Member was removed."). */
  request: () => Promise<string>
  /** The sentence that says it failed, given the server's reason in words ("Could not remove Mia Member. {reason}"). */
  failure: (reason: string) => string
  /** After success: close the dialog, move the focus, go on (leaving goes to another page here). */
  onDone: () => void
}

/** What {@link useDialogRequest} gives to a confirmation dialog. */
export interface DialogRequest {
  /** Whether the request runs. */
  pending: boolean
  /** The last failure's sentence, shown inside the dialog; cleared when the next try starts. */
  error: string | undefined
  /** Runs a request once (not while one runs, however fast the second confirm came): a success is announced as the dialog closes, a failure stays in the dialog. */
  run: (options: DialogRequestRun) => Promise<void>
}

/**
 * The request behind a confirmation dialog of the member table: its pending state, and its failure kept for the
 * dialog to show, where the user is (`role="alert"` inside it), and not in the toast region, which is inert
 * behind the open modal. A success is announced in the same update that closes the dialog (`onDone`), so the
 * toast appears as the page behind becomes live again.
 *
 * @example
 * const removal = useDialogRequest()
 * <ConfirmDialog pending={removal.pending} error={removal.error} onConfirm={() => void removal.run({ request, failure, onDone })} />
 */
export function useDialogRequest(): DialogRequest {
  const announce = useAnnounce()
  const { errorMessage } = useLocalizedMessages(errorMessagesEn)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const flight = useSingleFlight()
  const run = ({ request, failure, onDone }: DialogRequestRun) =>
    flight.run('dialog-request', async () => {
      setPending(true)
      setError(undefined)
      try {
        const message = await request()
        setPending(false)
        announce({ tone: 'success', message })
        onDone()
      } catch (caught) {
        setPending(false)
        setError(failure(errorMessage(caught)))
      }
    })
  return { pending, error, run }
}
