import { useEffect, useRef, useState } from 'react'
import { useMessages } from '../../hooks/use-messages'
import { Button } from './button'
import { acceptInvitationUrl } from './invitation-link'
import type { AcceptInvitationUrl } from './invitation-link'

/** Props of {@link CopyLink}. */
export interface CopyLinkProps {
  /** The invitation's id. */
  id: string
  /** The invitee's address, in the button's accessible name. */
  email: string
  /** The component's props that choose the link: its own builder, or the default link on a base path. */
  links: { acceptInvitationUrl?: AcceptInvitationUrl | undefined; invitationBasePath?: string | undefined }
  /** "Copy link" (for a table's narrow actions column) rather than "Copy invitation link". */
  short?: boolean
}

/**
 * "Copy invitation link" for one invitation, with `navigator.clipboard.writeText`; named "<label>: <email>"
 * for assistive technology. When the clipboard is unavailable or refuses (insecure origin, permissions),
 * the link is shown in a read-only field, focused and selected, so it can be copied by hand.
 */
export function CopyLink({ id, email, links, short }: CopyLinkProps) {
  const { t } = useMessages()
  const value = links.acceptInvitationUrl?.(id) ?? acceptInvitationUrl(id, links.invitationBasePath)
  const label = t(short ? 'orgInvitations.copy' : 'invite.copyLink')
  const [state, setState] = useState<'copied' | 'fallback'>()
  // The fallback field takes the focus as it appears (and selects its text on focus), ready to copy.
  const fallbackRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (state === 'fallback') fallbackRef.current?.focus()
  }, [state])
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
      <Button variant="ghost" aria-label={t('invite.pair', { label: label, value: email })} onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status">{state === 'copied' ? t('copyLink.copied') : ''}</span>
      {state === 'fallback' ? (
        <label>
          {t('copyLink.fallback')}
          <input
            ref={fallbackRef}
            data-slot="orgkit-input"
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
    </span>
  )
}
