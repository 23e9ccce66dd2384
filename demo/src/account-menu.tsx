import { useEffect, useRef } from 'react'

/** Who is signed in: a round initial that opens their name, e-mail and "Sign out" (one row of header on a phone). */
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
  const menu = useRef<HTMLDetailsElement>(null)
  // A menu closes when you click elsewhere or press Escape, as the ones of Linear and Vercel do.
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current
      if (!details?.open) return
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return
        details.open = false
        details.querySelector('summary')?.focus()
        return
      }
      if (event.target instanceof Node && !details.contains(event.target)) details.open = false
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [])
  const initial = Array.from(new Intl.Segmenter().segment(name.trim() || email))[0]?.segment.toUpperCase() ?? '?'
  return (
    <details ref={menu} className="demo-account">
      <summary>
        <span className="demo-account-initial" aria-hidden="true">
          {initial}
        </span>
        {/* The summary's name; out of sight on a phone, where the initial stands for it. */}
        <span className="demo-account-name">{name}</span>
      </summary>
      <div className="demo-account-panel">
        <p className="demo-account-who">
          <strong>{name}</strong>
          <span className="demo-muted">{email}</span>
        </p>
        <button type="button" className="demo-button" onClick={onSignOut} disabled={leaving}>
          {leaving ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </details>
  )
}
