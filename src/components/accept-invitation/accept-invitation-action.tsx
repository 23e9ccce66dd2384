import { Button } from '../ui/button'
import type { ReturnUrl } from './accept-invitation-links'
import { resolveReturnUrl } from './accept-invitation-links'

/** Props of {@link ActionLink}. */
export interface ActionLinkProps {
  /** Where the link goes: `:returnTo` in it (or its function's argument) is the path to come back to. */
  url: ReturnUrl
  /** The path to come back to, after signing in, up or out. */
  returnTo: string
  /** The invited address, when the page's link carries it: given to `url` (`:email`). */
  email?: string | undefined
  label: string
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary' | undefined
}

/** A link of the accept page, styled as a button, that brings the user back to the page afterwards. */
export function ActionLink({ url, returnTo, email, label, variant = 'secondary' }: ActionLinkProps) {
  return (
    <a href={resolveReturnUrl(url, returnTo, { email })} data-slot="orgkit-button" data-variant={variant}>
      {label}
    </a>
  )
}

/** Props of {@link ActionButton}. */
export interface ActionButtonProps {
  label: string
  onPress: () => unknown
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary' | undefined
  /** An action runs: the button refuses clicks (`aria-disabled`) but keeps the focus. @default false */
  blocked?: boolean | undefined
}

/**
 * A button of the accept page. While `blocked` it stays focusable and refuses clicks: `disabled` would drop
 * the focus from the button the user just pressed.
 */
export function ActionButton({ label, onPress, variant = 'secondary', blocked = false }: ActionButtonProps) {
  const press = () => {
    if (!blocked) onPress()
  }
  return (
    <Button variant={variant} aria-disabled={blocked || undefined} onClick={press}>
      {label}
    </Button>
  )
}
