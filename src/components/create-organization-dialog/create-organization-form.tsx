import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import type { Organization } from '../../core/domain'
import { useCreateOrganization } from '../../hooks/use-create-organization'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { OrganizationProfileFieldset } from '../ui/organization-profile-fieldset'
import { rowsToMetadata, slugify } from '../ui/organization-fields-schema'
import { serverErrorTarget } from '../ui/server-error-target'
import { useOrganizationLimit } from '../ui/use-organization-limit'
import { useSlugAvailability } from '../ui/use-slug-availability'
import { createOrganizationSchema, EMPTY_CREATE_ORGANIZATION_VALUES } from './create-organization-schema'
import type { CreateOrganizationValues } from './create-organization-schema'

/** Props of the create form inside {@link CreateOrganizationDialog}. */
interface CreateOrganizationFormProps {
  defaultValues?: Partial<CreateOrganizationValues> | undefined
  onCreated: (organization: Organization) => void
  onCancel: () => void
}

/** The create form: validates before any request, maps server refusals onto fields, keeps what was typed. */
export function CreateOrganizationForm({ defaultValues, onCreated, onCancel }: CreateOrganizationFormProps) {
  const { t } = useMessages()
  const idPrefix = useId()
  const create = useCreateOrganization()
  const limit = useOrganizationLimit()
  const form = useForm({
    resolver: zodResolver(createOrganizationSchema),
    defaultValues: { ...EMPTY_CREATE_ORGANIZATION_VALUES, ...defaultValues },
  })
  // The slug follows the name until the user types a slug of their own (clearing it hands it back).
  const slugEdited = useRef(Boolean(defaultValues?.slug))
  const slug = useWatch({ control: form.control, name: 'slug' })
  const availability = useSlugAvailability(slug)
  const rootError = form.formState.errors.root?.server?.message

  const onNameInput = (name: string) => {
    if (!slugEdited.current) form.setValue('slug', slugify(name), { shouldValidate: form.formState.isSubmitted })
  }
  const onSubmit = form.handleSubmit((values) => {
    if (availability.status === 'taken' && availability.slug === values.slug) {
      form.setError('slug', { type: 'server', message: 'error.ORGANIZATION_SLUG_ALREADY_TAKEN' }, { shouldFocus: true })
      return
    }
    const metadata = rowsToMetadata(values.metadata)
    const input = {
      name: values.name,
      slug: values.slug,
      ...(values.logo ? { logo: values.logo } : {}),
      ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
      keepCurrentActiveOrganization: values.keepCurrentActiveOrganization,
    }
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        const target = serverErrorTarget(error)
        if (target.field === 'root') form.setError('root.server', { type: 'server', message: target.message })
        else form.setError(target.field, { type: 'server', message: target.message }, { shouldFocus: true })
      },
    })
  })

  const keepId = `${idPrefix}-keep`
  const blocked = limit.reached
  return (
    <FormProvider {...form}>
      <form data-slot="orgkit-create-organization-form" noValidate onSubmit={onSubmit}>
        {blocked ? <Alert tone="warning">{t('error.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS')}</Alert> : null}
        <OrganizationProfileFieldset
          idPrefix={idPrefix}
          availability={availability}
          onNameInput={onNameInput}
          onSlugInput={(value) => {
            slugEdited.current = value.trim() !== ''
          }}
        />
        <div data-slot="orgkit-checkbox-field">
          <input type="checkbox" id={keepId} aria-describedby={`${keepId}-description`} {...form.register('keepCurrentActiveOrganization')} />
          <label htmlFor={keepId}>{t('createOrg.keepActive')}</label>
          <p id={`${keepId}-description`} data-slot="orgkit-description">
            {t('createOrg.keepActiveDescription')}
          </p>
        </div>
        {rootError ? <Alert tone="danger">{t(rootError as MessageKey)}</Alert> : null}
        <div data-slot="orgkit-dialog-footer">
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={create.isPending || blocked} aria-busy={create.isPending || undefined}>
            {create.isPending ? t('createOrg.submitting') : t('createOrg.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
