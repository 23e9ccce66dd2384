import { useFormContext } from 'react-hook-form'
import type { PluginSettingsValues } from './plugin-settings-schema'

/** Props of {@link ToggleField}. */
interface ToggleFieldProps {
  id: string
  name: 'enabled' | 'send_invitation_email'
  label: string
  description: string
}

/** A native checkbox for one on/off setting, described by what it does. */
export function ToggleField({ id, name, label, description }: ToggleFieldProps) {
  const { register } = useFormContext<PluginSettingsValues>()
  return (
    <div data-slot="orgkit-checkbox-field">
      <input type="checkbox" id={id} aria-describedby={`${id}-description`} {...register(name)} />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-description`} data-slot="orgkit-description">
        {description}
      </p>
    </div>
  )
}
