import { useEffect, useId, useRef, useState } from 'react'
import { useMessages } from '../../hooks/use-messages'
import { Button } from './button'

/** Props of {@link CopyLink}. */
export interface CopyLinkProps {
  /** The text to copy (an invitation link). */
  value: string
  /** Accessible name of the button, e.g. "Copy invitation link for ada@example.com". */
  label: string
  /** Visible text of the button. */
  children: string
}

type CopyState = 'idle' | 'copied' | 'fallback'

/**
 * Copies a link with `navigator.clipboard.writeText`. When the clipboard is unavailable or refuses
 * (insecure origin, permissions), the link is shown in a read-only field, selected, so it can be copied
 * by hand: the link is never lost.
 */
export function CopyLink({ value, label, children }: CopyLinkProps) {
  const { t } = useMessages()
  const [state, setState] = useState<CopyState>('idle')
  const fieldId = useId()
  const fieldRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (state === 'fallback') fieldRef.current?.select()
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), 4000)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard')
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      setState('fallback')
    }
  }

  return (
    <span data-slot="orgkit-copy-link" data-state={state === 'copied' ? 'copied' : undefined}>
      <Button variant="ghost" aria-label={label} onClick={() => void copy()}>
        {children}
      </Button>
      <span role="status" data-slot="orgkit-copy-link-status">
        {state === 'copied' ? t('copyLink.copied') : ''}
      </span>
      {state === 'fallback' ? (
        <span data-slot="orgkit-copy-link-fallback">
          <label htmlFor={fieldId}>{t('copyLink.fallback')}</label>
          <input
            ref={fieldRef}
            id={fieldId}
            data-slot="orgkit-input"
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
          />
        </span>
      ) : null}
    </span>
  )
}
