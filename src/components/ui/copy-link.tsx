import { useEffect, useRef, useState } from 'react'
import { copyLinkMessagesEn } from '../../messages/en/copy-link'
import { Button } from './button'
import { invitationLink } from './invitation-link'
import type { InvitationLinkOptions } from './invitation-link'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** How long "Link copied." stays announced and shown. */
const COPIED_STATUS_MS = 4000

/** Props of {@link CopyLink}. */
export interface CopyLinkProps {
  /** The invitation's id. */
  id: string
  /** The invitee's address, in the button's accessible name. */
  email: string
  /** The component's props that choose the link: its own builder, or the default link on a base path. */
  links: InvitationLinkOptions
  /** "Copy link" (for a table's narrow actions column) rather than "Copy invitation link". */
  short?: boolean
}

/** Where a copy stands: not tried yet, done, or refused by the browser (the link is then shown to copy by hand). */
type CopyState = 'idle' | 'copied' | 'failed'

/**
 * "Copy invitation link" for one invitation, with `navigator.clipboard.writeText`; named "<label>: <email>"
 * for assistive technology. When the clipboard is unavailable or refuses (insecure origin, permissions),
 * the link is shown in a read-only field, focused and selected, so it can be copied by hand.
 */
export function CopyLink({ id, email, links, short = false }: CopyLinkProps) {
  const { t } = useLocalizedMessages(copyLinkMessagesEn)
  const link = invitationLink(id, links)
  const label = t(short ? 'copyLink.copyLinkButton' : 'copyLink.copyInvitationLinkButton')
  const [copyState, setCopyState] = useState<CopyState>('idle')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopyState('copied')
      setTimeout(() => setCopyState('idle'), COPIED_STATUS_MS)
    } catch {
      setCopyState('failed')
    }
  }

  return (
    <span data-slot="orgkit-copy-link">
      <Button
        variant="ghost"
        aria-label={t('copyLink.buttonAccessibleName', { action: label, email })}
        onClick={() => void copy()}
      >
        {label}
      </Button>
      <span role="status">{copyState === 'copied' ? t('copyLink.copiedStatus') : ''}</span>
      {copyState === 'failed' ? <CopyByHandField label={t('copyLink.copyByHandLabel')} link={link} /> : null}
    </span>
  )
}

/**
 * The link in a read-only field that takes the focus as it appears and selects its text, ready to copy: here,
 * and in the invitations table's row when the clipboard refuses.
 */
export function CopyByHandField({ label, link }: { label: string; link: string }) {
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    inputRef.current?.focus()
  }, [])
  return (
    <label>
      {label}
      <input
        ref={inputRef}
        data-slot="orgkit-input"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
    </label>
  )
}
