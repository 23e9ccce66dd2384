import { useEffect, useId, useRef, useState } from 'react'

/**
 * Who is signed in: a round initial (and the name, on wider screens) that opens their name, e-mail and
 * "Sign out", so the header stays one row on a phone. A disclosure button: it closes on Escape, which
 * returns the focus to it, and on a click elsewhere.
 */
export function AccountMenu({
  name,
  email,
  leaving,
  onSignOut,
}: {
  name: string
  email: string
  leaving: boolean
  onSignOut: () => void
}) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])
  const initial = Array.from(new Intl.Segmenter().segment(name.trim() || email))[0]?.segment.toUpperCase() ?? '?'
  return (
    <div ref={root} className="demo-account">
      <button
        ref={trigger}
        type="button"
        className="demo-account-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="demo-account-initial" aria-hidden="true">
          {initial}
        </span>
        {/* The button's name; out of sight on a phone, where the initial stands for it. */}
        <span className="demo-account-name">{name}</span>
      </button>
      <div id={panelId} className="demo-account-panel" hidden={!open}>
        <p className="demo-account-who">
          <strong>{name}</strong>
          <span className="demo-muted">{email}</span>
        </p>
        <button type="button" className="demo-button" onClick={onSignOut} disabled={leaving}>
          {leaving ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </div>
  )
}
