import { useState } from 'react'
import { useMessages } from '../../hooks/use-messages'
import { Button } from './button'
import { acceptInvitationUrl } from './invitation-link'
import type { AcceptInvitationUrl } from './invitation-link'

// A stable ref callback: selects the fallback field once, when it appears.
const select = (field: HTMLInputElement | null) => field?.select()

/** Props of {@link CopyLink}. */
export interface CopyLinkProps {
  /** The invitation's id. */
  id: string
  /** The invitee's address, naming the button to assistive technology. */
  email: string
  /** The component's props that choose the link: its own builder, or the default link on a base path. */
  links: { acceptInvitationUrl?: AcceptInvitationUrl | undefined; invitationBasePath?: string | undefined }
  /** "Copy link" (for a table's narrow actions column) rather than "Copy invitation link". */
  short?: boolean
}

/**
 * "Copy invitation link" for one invitation, with `navigator.clipboard.writeText`. When the clipboard is
 * unavailable or refuses (insecure origin, permissions), the link is shown in a read-only field, selected,
 * so it can be copied by hand.
 */
export function CopyLink({ id, email, links, short }: CopyLinkProps) {
  const { t } = useMessages()
  const value = links.acceptInvitationUrl?.(id) ?? acceptInvitationUrl(id, links.invitationBasePath)
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
      <Button variant="ghost" aria-label={t(short ? 'orgInvitations.copyLabel' : 'invite.copyLinkLabel', { email })} onClick={() => void copy()}>
        {t(short ? 'orgInvitations.copy' : 'invite.copyLink')}
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
