import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

/** Props of {@link ActiveOrganizationGateScreen}. */
export interface ActiveOrganizationGateScreenProps {
  /** Which screen it is, `data-state` of the root: `choose` or `none`. */
  state: 'choose' | 'none'
  title: string
  description: string
  className?: string | undefined
  children: ReactNode
}

/**
 * One screen of the gate in place of the page: its heading (the page's own, `<h1>`), which takes the focus
 * when the screen appears so a keyboard or screen reader user starts there, a description, and what to do.
 */
export function ActiveOrganizationGateScreen({
  state,
  title,
  description,
  className,
  children,
}: ActiveOrganizationGateScreenProps) {
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [state])
  return (
    <section
      data-slot="orgkit-active-organization-gate"
      data-state={state}
      aria-labelledby={titleId}
      className={cn(className)}
    >
      {/* Focusable from code only: where the focus lands when the screen appears. */}
      <h1 id={titleId} ref={heading} tabIndex={-1} data-slot="orgkit-active-organization-gate-title">
        {title}
      </h1>
      <p data-slot="orgkit-active-organization-gate-description">{description}</p>
      {children}
    </section>
  )
}
