import type { ReactNode } from 'react'

/** Props of {@link Field}. */
export interface FieldProps {
  /** The control's id; the label points at it and the control points back at description and error. */
  id: string
  /** The visible label of the control. */
  label: ReactNode
  /** Help text under the label. */
  description?: ReactNode
  /** The error for this field; announced with `role="alert"`. */
  error?: ReactNode
  /** The control, and anything shown with it. */
  children: ReactNode
}

/** Ids a control should carry so its label, description and error are all announced. */
export function fieldAria(id: string, { description, error }: { description?: unknown; error?: unknown }) {
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const
}

/** A labelled form field: label, control, help text and error in the kit's layout. */
export function Field({ id, label, description, error, children }: FieldProps) {
  return (
    <div data-slot="orgkit-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} data-slot="orgkit-label">
        {label}
      </label>
      {children}
      {description ? (
        <p id={`${id}-description`} data-slot="orgkit-description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} data-slot="orgkit-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
