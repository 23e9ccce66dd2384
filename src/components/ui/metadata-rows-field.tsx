import { useFieldArray, useFormContext } from 'react-hook-form'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Button } from './button'
import type { OrganizationProfileFields } from './organization-fields-schema'

/** Metadata as key/value rows the user can add and remove; duplicate keys are refused by the schema. */
export function MetadataRowsField({ id }: { id: string }) {
  const { t } = useMessages()
  const { control, register, formState } = useFormContext<OrganizationProfileFields>()
  const { fields, append, remove } = useFieldArray({ control, name: 'metadata' })
  const errors = formState.errors.metadata
  return (
    <fieldset data-slot="orgkit-metadata-field" aria-describedby={`${id}-description`}>
      <legend data-slot="orgkit-label">
        {t('orgForm.metadata')} <span data-slot="orgkit-optional">({t('orgForm.optional')})</span>
      </legend>
      <p id={`${id}-description`} data-slot="orgkit-description">
        {t('orgForm.metadataDescription')}
      </p>
      {fields.length === 0 ? <p data-slot="orgkit-metadata-empty">{t('orgForm.metadataEmpty')}</p> : null}
      <ul data-slot="orgkit-metadata-rows">
        {fields.map((field, index) => {
          const keyError = errors?.[index]?.key?.message
          const keyId = `${id}-${index}-key`
          const n = index + 1
          return (
            <li key={field.id} data-slot="orgkit-metadata-row" data-invalid={keyError ? '' : undefined}>
              <input
                data-slot="orgkit-input"
                aria-label={t('orgForm.metadataKeyOf', { index: n })}
                placeholder={t('orgForm.metadataKey')}
                autoComplete="off"
                id={keyId}
                aria-invalid={keyError ? true : undefined}
                aria-describedby={keyError ? `${keyId}-error` : undefined}
                {...register(`metadata.${index}.key`)}
              />
              <input
                data-slot="orgkit-input"
                aria-label={t('orgForm.metadataValueOf', { index: n })}
                placeholder={t('orgForm.metadataValue')}
                autoComplete="off"
                {...register(`metadata.${index}.value`)}
              />
              <Button variant="ghost" aria-label={t('orgForm.metadataRemove', { index: n })} onClick={() => remove(index)}>
                <span aria-hidden="true">×</span>
              </Button>
              {keyError ? (
                <p id={`${keyId}-error`} data-slot="orgkit-field-error" role="alert">
                  {t(keyError as MessageKey)}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <Button onClick={() => append({ key: '', value: '' }, { shouldFocus: true })}>
        {t('orgForm.metadataAdd')}
      </Button>
    </fieldset>
  )
}
