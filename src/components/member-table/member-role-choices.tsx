import { useId } from 'react'
import { useRoleText } from '../ui/role-text'

/** Props of {@link MemberRoleChoices}. */
export interface MemberRoleChoicesProps {
  /** The group's legend ("Role", "Your role afterwards"). */
  legend: string
  /** The roles offered, in order, each with its words (a role's label, or a sentence around it). */
  choices: readonly { role: string; label: string }[]
  /** The role chosen. */
  value: string
  onChange: (role: string) => void
}

/**
 * Roles as a native radio group, each with its one-line description (the radio's accessible description)
 * when the catalog or the app's messages (`roleDescription.<role>`) have one; none otherwise. Arrow keys
 * only choose: nothing is sent until the dialog's button applies the choice.
 */
export function MemberRoleChoices({ legend, choices, value, onChange }: MemberRoleChoicesProps) {
  const roleText = useRoleText()
  const name = useId()
  return (
    <fieldset data-slot="orgkit-member-table-role-choices">
      <legend>{legend}</legend>
      {choices.map(({ role, label }, index) => {
        const description = roleText.description(role)
        const descriptionId = `${name}-${index}`
        return (
          <label key={role} data-slot="orgkit-confirm-dialog-option">
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              aria-describedby={description ? descriptionId : undefined}
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
    </fieldset>
  )
}
