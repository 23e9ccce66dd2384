import type { ReactNode } from 'react'
import { cn } from './cn'

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** A tone for status badges; roles use the neutral one. @default 'neutral' */
  tone?: 'neutral' | 'info' | 'success' | 'warning' | 'danger'
  /** `data-slot` of the badge, so each kind can be styled apart. @default 'orgkit-badge' */
  slot?: string
  className?: string | undefined
  children: ReactNode
}

/** A small inline label: a role, a status, the "you" marker. */
export function Badge({ tone = 'neutral', slot = 'orgkit-badge', className, children }: BadgeProps) {
  return (
    <span data-slot={slot} data-tone={tone} className={cn(className)}>
      {children}
    </span>
  )
}
