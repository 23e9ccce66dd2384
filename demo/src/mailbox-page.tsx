import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'

/** One e-mail of the dev mailbox (`GET /api/dev/mailbox`). */
interface MailboxMessage {
  id: string
  kind: 'invitation' | 'verification'
  to: string
  subject: string
  text: string
  link: string
  sentAt: string
}

const mailboxQuery = {
  queryKey: ['demo', 'mailbox'],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const response = await fetch('/api/dev/mailbox', { signal })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return ((await response.json()) as { messages: MailboxMessage[] }).messages.toReversed()
  },
}

/** The e-mails the embedded backend "sent" (invitations, verifications), newest first. Development only. */
export function MailboxPage() {
  const queryClient = useQueryClient()
  const mailbox = useQuery(mailboxQuery)
  const clear = useMutation({
    mutationFn: () => fetch('/api/dev/mailbox', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxQuery.queryKey }),
  })
  return (
    <div className="demo-auth demo-wide">
      <header>
        <p className="demo-brand-line">
          <Link to="/">orgkit demo</Link>
        </p>
      </header>
      <main className="demo-card">
        <div className="demo-title-row">
          <h1>Dev mailbox</h1>
          <div className="demo-title-actions">
            <button type="button" className="demo-button" onClick={() => void mailbox.refetch()}>
              Refresh
            </button>
            <button
              type="button"
              className="demo-button"
              onClick={() => clear.mutate()}
              disabled={!mailbox.data?.length}
            >
              Empty mailbox
            </button>
          </div>
        </div>
        <p className="demo-muted">
          Invitation e-mails arrive here when “Send invitation e-mails” is on (admin page); verification e-mails after
          signing up then. Kept in memory: a restart empties it.
        </p>
        {mailbox.isPending ? <p role="status">Loading…</p> : null}
        {mailbox.isError ? <p role="alert">The mailbox could not be read: {mailbox.error.message}</p> : null}
        {mailbox.data?.length === 0 ? <p>No e-mails yet.</p> : null}
        {mailbox.data?.length ? (
          <ul className="demo-mail" aria-label="E-mails">
            {mailbox.data.map((message) => (
              <li key={message.id}>
                <p>
                  <strong>{message.subject}</strong>
                </p>
                <p className="demo-muted">
                  To {message.to} · {new Date(message.sentAt).toLocaleString()}
                </p>
                <p>{message.text.replace(/ (Accept|Verify): \S+$/, '')}</p>
                {message.kind === 'invitation' ? (
                  <Link to={message.link}>Open the invitation to {message.to}</Link>
                ) : (
                  <a href={message.link}>Verify {message.to}</a>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </main>
    </div>
  )
}
