import { useFormContext, useWatch } from 'react-hook-form'
import { organizationProfileFieldsMessagesEn } from '../../messages/en/organization-profile-fields'
import { Avatar } from './avatar'
import { Field, fieldAria } from './field'
import { isHttpUrl } from './organization-fields-schema'
import type { OrganizationProfileFields } from './organization-fields-schema'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useOrganizationProfileErrorText } from './use-organization-profile-error-text'

/** Props of {@link OrganizationLogoField}. */
interface OrganizationLogoFieldProps {
  /** The input's id; its description and error take it as a prefix. */
  id: string
  /** What the initials' colour comes from: the organization's id once there is one, else the name typed. */
  colorKey?: string | undefined
}

/**
 * The logo's address, with a preview beside it: the image only for an http(s) address, else the initials
 * of the name typed.
 */
export function OrganizationLogoField({ id, colorKey }: OrganizationLogoFieldProps) {
  const { t } = useLocalizedMessages(organizationProfileFieldsMessagesEn)
  const errorText = useOrganizationProfileErrorText()
  const { register, control, formState } = useFormContext<OrganizationProfileFields>()
  const [logo, name] = useWatch({ control, name: ['logo', 'name'] })
  const logoError = errorText(formState.errors.logo?.message)
  const description = t('organizationProfileFields.logoDescription')
  const preview = logo.trim()

  return (
    <Field id={id} label={t('organizationProfileFields.logoLabel')} description={description} error={logoError}>
      <div data-slot="orgkit-logo-field">
        <Avatar name={name.trim()} src={isHttpUrl(preview) ? preview : null} colorKey={colorKey} />
        <input
          data-slot="orgkit-input"
          type="url"
          autoComplete="off"
          placeholder="https://"
          {...fieldAria(id, { description, error: logoError })}
          {...register('logo')}
        />
      </div>
    </Field>
  )
}
