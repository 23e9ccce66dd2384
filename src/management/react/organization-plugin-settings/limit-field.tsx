import { useFormContext } from 'react-hook-form'
import { Field, fieldAria } from '../../../components/ui/field'
import type { ManagementMessageKey } from '../use-management-messages'
import { useManagementMessages } from '../use-management-messages'
import { PLUGIN_LIMIT_MAX } from './plugin-settings-schema'
import type { PluginSettingsValues } from './plugin-settings-schema'

/** Props of {@link LimitField}. */
interface LimitFieldProps {
  id: string
  name: 'organization_limit' | 'membership_limit'
  label: string
  description: string
}

/**
 * A native number input for a limit. The browser's own validation is off (the form is `noValidate`): the
 * schema checks it, so the message is the kit's, in the kit's language.
 */
export function LimitField({ id, name, label, description }: LimitFieldProps) {
  const { t } = useManagementMessages()
  const { register, formState } = useFormContext<PluginSettingsValues>()
  const message = formState.errors[name]?.message
  // `{max}`: the largest limit the API stores, named by the too-large message. Shown only after the user
  // typed, so writing it in the browser's own number format cannot upset hydration.
  const error = message ? t(message as ManagementMessageKey, { max: PLUGIN_LIMIT_MAX.toLocaleString() }) : undefined
  return (
    <Field id={id} label={label} description={description} error={error}>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={PLUGIN_LIMIT_MAX}
        step={1}
        data-slot="orgkit-input"
        {...fieldAria(id, { description, error })}
        {...register(name, { valueAsNumber: true })}
      />
    </Field>
  )
}
