import { useId } from 'react'
import { useRoleText } from './role-text'

/** Props of {@link RolePicker}. */
export interface RolePickerProps {
  /** The group's legend ("Role", "Your role afterwards"). */
  legend: string
  /** The roles offered, in order, each with its words (a role's label, or a sentence around it). */
  choices: readonly { role: string; label: string }[]
  /** The role chosen. */
  value: string
  onChange: (role: string) => void
  /** Why the role chosen was refused (the form's check, or the server's): shown under the roles, announced. */
  error?: string | undefined
}

/**
 * Roles as a native radio group, each with its one-line description (the radio's accessible description)
 * when the catalog or the app's messages (`roleDescription.<role>`) have one; none otherwise. Arrow keys
 * only choose: nothing is sent until the form's or dialog's button applies the choice. Used wherever a role
 * is picked: inviting, changing a member's role, an owner's own role after a transfer.
 */
export function RolePicker({ legend, choices, value, onChange, error }: RolePickerProps) {
  const roleText = useRoleText()
  const name = useId()
  const errorId = `${name}-error`
  return (
    <fieldset data-slot="orgkit-role-picker" data-invalid={error ? '' : undefined}>
      <legend>{legend}</legend>
      {choices.map(({ role, label }, index) => {
        const description = roleText.description(role)
        const descriptionId = `${name}-${index}`
        // The refusal describes the role it refuses (every role when none is chosen), not the others.
        const refused = error !== undefined && (value === role || !choices.some((choice) => choice.role === value))
        const describedBy = [description ? descriptionId : null, refused ? errorId : null].filter(Boolean).join(' ')
        return (
          <label key={role} data-slot="orgkit-confirm-dialog-option">
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              aria-describedby={describedBy || undefined}
              onChange={() => onChange(role)}
            />
            <span>{label}</span>
            {/* The radio's description, not part of its name (the label's other words). */}
            {description ? (
              <span id={descriptionId} aria-hidden="true" data-slot="orgkit-confirm-dialog-option-description">
                {description}
              </span>
            ) : null}
          </label>
        )
      })}
      {error ? (
        <p id={errorId} data-slot="orgkit-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
