import { useFormContext } from 'react-hook-form'
import { organizationProfileFieldsMessagesEn } from '../../messages/en/organization-profile-fields'
import { Field, fieldAria } from './field'
import { OrganizationLogoField } from './organization-logo-field'
import type { OrganizationProfileFields } from './organization-fields-schema'
import { OrganizationSlugField } from './organization-slug-field'
import type { SlugAvailability } from './slug-availability'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useOrganizationProfileErrorText } from './use-organization-profile-error-text'

/** Props of {@link OrganizationProfileFieldset}. */
export interface OrganizationProfileFieldsetProps {
  /** Prefix of the controls' ids (unique per form). */
  idPrefix: string
  /** What the server said about the slug typed; announced politely as it changes. */
  availability: SlugAvailability
  /** Called when the user types a slug (the create form stops deriving it from the name). */
  onSlugInput?: ((value: string) => void) | undefined
  /** Called when the user types a name (the create form derives the slug from it). */
  onNameInput?: ((value: string) => void) | undefined
  /** The organization's id, which the logo preview's initials take their colour from (as in the switcher). */
  colorKey?: string | undefined
}

/** The event react-hook-form hands a field's `onChange`. */
interface InputEvent {
  target: { value: string }
}

/**
 * Name, slug (with its availability in a polite live region), an optional logo URL (with a preview, shown
 * only for an http(s) address; else the initials): the fields the create and settings
 * forms share, inside their form's `FormProvider`. Field errors are message keys from the schema or the server.
 */
export function OrganizationProfileFieldset({
  idPrefix,
  availability,
  onSlugInput,
  onNameInput,
  colorKey,
}: OrganizationProfileFieldsetProps) {
  const { t } = useLocalizedMessages(organizationProfileFieldsMessagesEn)
  const errorText = useOrganizationProfileErrorText()
  const { register, formState } = useFormContext<OrganizationProfileFields>()
  const nameId = `${idPrefix}-name`
  const nameError = errorText(formState.errors.name?.message)

  return (
    <div data-slot="orgkit-organization-fields">
      <Field id={nameId} label={t('organizationProfileFields.nameLabel')} error={nameError}>
        <input
          data-slot="orgkit-input"
          autoComplete="organization"
          {...fieldAria(nameId, { error: nameError })}
          {...register('name', { onChange: (event: InputEvent) => onNameInput?.(event.target.value) })}
        />
      </Field>
      <OrganizationSlugField id={`${idPrefix}-slug`} availability={availability} onSlugInput={onSlugInput} />
      <OrganizationLogoField id={`${idPrefix}-logo`} colorKey={colorKey} />
    </div>
  )
}
