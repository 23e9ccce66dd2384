import { useState } from 'react'
import { useMessages } from '../../hooks/use-messages'
import { Button } from './button'

// A stable ref callback: selects the fallback field once, when it appears.
const select = (field: HTMLInputElement | null) => field?.select()

/**
 * "Copy invitation link" for one invitation (`email` names it to assistive technology), with
 * `navigator.clipboard.writeText`. When the clipboard is unavailable or refuses (insecure origin,
 * permissions), the link is shown in a read-only field, selected, so it can be copied by hand.
 */
export function CopyLink({ value, email }: { value: string; email: string }) {
  const { t } = useMessages()
  const [state, setState] = useState<'copied' | 'fallback'>()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setState('copied')
      setTimeout(setState, 4000)
    } catch {
      setState('fallback')
    }
  }
  return (
    <span data-slot="orgkit-copy-link">
      <Button variant="ghost" aria-label={t('invite.copyLinkLabel', { email })} onClick={() => void copy()}>
        {t('invite.copyLink')}
      </Button>
      <span role="status">{state === 'copied' ? t('copyLink.copied') : ''}</span>
      {state === 'fallback' ? (
        <label>
          {t('copyLink.fallback')}
          <input ref={select} data-slot="orgkit-input" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : null}
    </span>
  )
}
