import { useFormContext, useWatch } from 'react-hook-form'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Avatar } from './avatar'
import { fieldAria, Field } from './field'
import type { OrganizationProfileFields } from './organization-fields-schema'
import { isHttpUrl } from './organization-fields-schema'

/** The logo URL field with a live preview (shown only for an http(s) address; else the initials). */
export function LogoField({ id }: { id: string }) {
  const { t } = useMessages()
  const { register, control, formState } = useFormContext<OrganizationProfileFields>()
  const [logo, name] = useWatch({ control, name: ['logo', 'name'] })
  const error = formState.errors.logo?.message
  const description = t('orgForm.logoOptional')
  const preview = isHttpUrl(logo.trim()) ? logo.trim() : null
  return (
    <Field id={id} label={t('orgForm.logo')} description={description} error={error ? t(error as MessageKey) : undefined}>
      <div data-slot="orgkit-logo-field">
        {preview || name.trim() ? (
          <Avatar name={name.trim()} src={preview} />
        ) : (
          <span data-slot="orgkit-avatar" data-empty="" aria-hidden="true" />
        )}
        <input
          data-slot="orgkit-input"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          {...fieldAria(id, { description, error })}
          {...register('logo')}
        />
      </div>
    </Field>
  )
}
