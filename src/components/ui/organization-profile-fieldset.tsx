import { useFormContext } from 'react-hook-form'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { fieldAria, Field } from './field'
import { LogoField } from './logo-field'
import { MetadataRowsField } from './metadata-rows-field'
import type { OrganizationProfileFields } from './organization-fields-schema'
import { SlugField } from './slug-field'
import type { SlugFieldProps } from './slug-field'

/** Props of {@link OrganizationProfileFieldset}. */
export interface OrganizationProfileFieldsetProps {
  /** Prefix of the controls' ids (unique per form). */
  idPrefix: string
  /** What the server said about the slug typed. */
  availability: SlugFieldProps['availability']
  /** Called when the user types a slug. */
  onSlugInput?: SlugFieldProps['onUserInput']
  /** Called when the user types a name (the create form derives the slug from it). */
  onNameInput?: ((value: string) => void) | undefined
}

/** Name, slug, logo and metadata of an organization: the fields the create and settings forms share. */
export function OrganizationProfileFieldset({ idPrefix, availability, onSlugInput, onNameInput }: OrganizationProfileFieldsetProps) {
  const { t } = useMessages()
  const { register, formState } = useFormContext<OrganizationProfileFields>()
  const nameId = `${idPrefix}-name`
  const nameError = formState.errors.name?.message
  return (
    <div data-slot="orgkit-organization-fields">
      <Field id={nameId} label={t('orgForm.name')} error={nameError ? t(nameError as MessageKey) : undefined}>
        <input
          data-slot="orgkit-input"
          autoComplete="organization"
          {...fieldAria(nameId, { error: nameError })}
          {...register('name', { onChange: (event: { target: { value: string } }) => onNameInput?.(event.target.value) })}
        />
      </Field>
      <SlugField id={`${idPrefix}-slug`} availability={availability} onUserInput={onSlugInput} />
      <LogoField id={`${idPrefix}-logo`} />
      <MetadataRowsField id={`${idPrefix}-metadata`} />
    </div>
  )
}
