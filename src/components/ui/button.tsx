import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from './cn'

/** Props of {@link Button}: a native button plus a visual variant. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
  /** The native button (to focus it, for one). */
  ref?: Ref<HTMLButtonElement> | undefined
}

/** A native `<button type="button">` with the kit's styling hooks. */
export function Button({ variant = 'secondary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} data-slot="orgkit-button" data-variant={variant} className={cn(className)} {...props} />
}
