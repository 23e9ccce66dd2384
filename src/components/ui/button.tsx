import { forwardRef } from 'react'
import type { ButtonHTMLAttributes } from 'react'
import { cn } from './cn'

/** Props of {@link Button}: a native button plus a visual variant. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
}

/**
 * A native `<button type="button">` with the kit's styling hooks. Its ref is the native button (to focus it,
 * for one), passed through `forwardRef`: React 18.3, a supported peer, does not pass `ref` as a prop.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      data-slot="orgkit-button"
      data-variant={variant}
      className={cn(className)}
      {...props}
    />
  )
})
