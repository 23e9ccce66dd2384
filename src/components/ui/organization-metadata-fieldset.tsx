import { X } from 'lucide'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { organizationProfileFieldsMessagesEn } from '../../messages/en/organization-profile-fields'
import { Button } from './button'
import { fieldAria } from './field'
import { Icon } from './icon'
import type { OrganizationProfileFields } from './organization-fields-schema'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useOrganizationProfileErrorText } from './use-organization-profile-error-text'

/** Props of {@link MetadataRowFields}. */
interface MetadataRowFieldsProps {
  /** The row's key input's id; its error takes it as a prefix. */
  id: string
  index: number
  onRemove: () => void
}

/** One metadata row: its key (with the key's error), its value, and a button removing it. */
function MetadataRowFields({ id, index, onRemove }: MetadataRowFieldsProps) {
  const { t } = useLocalizedMessages(organizationProfileFieldsMessagesEn)
  const errorText = useOrganizationProfileErrorText()
  const { register, formState } = useFormContext<OrganizationProfileFields>()
  const keyError = errorText(formState.errors.metadata?.[index]?.key?.message)
  const rowNumber = { index: index + 1 }
  return (
    <li data-slot="orgkit-metadata-row">
      <input
        data-slot="orgkit-input"
        aria-label={t('organizationProfileFields.metadataKeyLabel', rowNumber)}
        placeholder={t('organizationProfileFields.metadataKeyPlaceholder', rowNumber)}
        autoComplete="off"
        {...fieldAria(id, { error: keyError })}
        {...register(`metadata.${index}.key`)}
      />
      <input
        data-slot="orgkit-input"
        aria-label={t('organizationProfileFields.metadataValueLabel', rowNumber)}
        placeholder={t('organizationProfileFields.metadataValuePlaceholder', rowNumber)}
        autoComplete="off"
        {...register(`metadata.${index}.value`)}
      />
      <Button
        variant="ghost"
        aria-label={t('organizationProfileFields.metadataRemoveButtonLabel', rowNumber)}
        onClick={onRemove}
      >
        <Icon icon={X} slot="orgkit-metadata-remove-icon" />
      </Button>
      {keyError ? (
        <p id={`${id}-error`} data-slot="orgkit-field-error" role="alert">
          {keyError}
        </p>
      ) : null}
    </li>
  )
}

/** The organization's metadata as key/value rows that can be added and removed; duplicate keys are refused by the schema. */
export function OrganizationMetadataFieldset({ id }: { id: string }) {
  const { t } = useLocalizedMessages(organizationProfileFieldsMessagesEn)
  const { control } = useFormContext<OrganizationProfileFields>()
  const { fields, append, remove } = useFieldArray({ control, name: 'metadata' })
  const descriptionId = `${id}-description`

  return (
    <fieldset data-slot="orgkit-metadata-field" aria-describedby={descriptionId}>
      <legend data-slot="orgkit-label">{t('organizationProfileFields.metadataLegend')}</legend>
      <p id={descriptionId} data-slot="orgkit-description">
        {t('organizationProfileFields.metadataDescription')}
      </p>
      {fields.length > 0 ? (
        <ul data-slot="orgkit-metadata-rows">
          {fields.map((field, index) => (
            <MetadataRowFields
              key={field.id}
              id={`${id}-row-${index}-key`}
              index={index}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      ) : (
        <p data-slot="orgkit-metadata-empty">{t('organizationProfileFields.metadataEmptyMessage')}</p>
      )}
      <Button onClick={() => append({ key: '', value: '' }, { shouldFocus: true })}>
        {t('organizationProfileFields.metadataAddButton')}
      </Button>
    </fieldset>
  )
}
