/**
 * Said between the header and the page when reading the session again failed: the page and what was typed
 * in it stay, with the last known session, until a read succeeds (on "Try again", on the next focus, or when
 * another tab signs in or out).
 */
export function SessionCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="demo-session-problem" role="alert">
      <p>Your session could not be checked: {message} You can go on; what you typed is kept.</p>
      <button type="button" className="demo-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
