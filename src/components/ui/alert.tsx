import type { ReactNode } from 'react'

/** Props of {@link Alert}. */
export interface AlertProps {
  /** @default 'info' */
  tone?: 'info' | 'danger' | 'success' | 'warning'
  /** Announce immediately (`role="alert"`) rather than politely (`role="status"`). @default tone === 'danger' */
  assertive?: boolean
  children: ReactNode
  /** An action shown at the end, e.g. a retry button. */
  action?: ReactNode
}

/** An inline message: errors are announced assertively, everything else politely. */
export function Alert({ tone = 'info', assertive = tone === 'danger', children, action }: AlertProps) {
  return (
    <div data-slot="orgkit-alert" data-tone={tone} role={assertive ? 'alert' : 'status'}>
      {children}
      {action ? <div data-slot="orgkit-alert-action">{action}</div> : null}
    </div>
  )
}
