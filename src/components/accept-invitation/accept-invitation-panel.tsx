import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

/** Props of one state of the accept page. */
export interface AcceptInvitationPanelProps {
  /** Which case is shown, as `data-status` (for styling and tests). */
  status: string
  title: string
  children?: ReactNode
  /** Buttons and links. */
  actions?: ReactNode
  /** Tone of the state, as `data-tone`. */
  tone?: 'info' | 'success' | 'warning' | 'danger' | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/** A card with a title, a body and actions: every case of the accept page is one. */
export function AcceptInvitationPanel({ status, title, children, actions, tone = 'info', className }: AcceptInvitationPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  // Focus moves to the title when the case changes, so the change is announced: it follows a change the user
  // caused (accepted, declined, signed out), not the first answer, and never goes to a loading state.
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = status
    if (before !== null && before !== 'loading' && status !== 'loading' && before !== status) heading.current?.focus()
  }, [status])
  return (
    <section data-slot="orgkit-accept-invitation" data-status={status} data-tone={tone} className={cn(className)} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} data-slot="orgkit-accept-invitation-title">
        {title}
      </h2>
      {children ? <div data-slot="orgkit-accept-invitation-body">{children}</div> : null}
      {actions ? <div data-slot="orgkit-accept-invitation-actions">{actions}</div> : null}
    </section>
  )
}
