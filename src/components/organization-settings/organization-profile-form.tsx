import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import type { Organization } from '../../core/domain'
import { useMessages } from '../../hooks/use-messages'
import { useUpdateOrganization } from '../../hooks/use-update-organization'
import type { MessageKey } from '../../messages/catalog'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { OrganizationProfileFieldset } from '../ui/organization-profile-fieldset'
import { serverErrorTarget } from '../ui/server-error-target'
import { useSlugAvailability } from '../ui/use-slug-availability'
import { changedProfileFields, createOrganizationProfileSchema, toProfileValues } from './organization-profile-schema'

/** The editable profile of an organization: sends only the changed fields, keeps the input on failure. */
export function OrganizationProfileForm({ organization, onSaved }: { organization: Organization; onSaved?: ((organization: Organization) => void) | undefined }) {
  const { t } = useMessages()
  const idPrefix = useId()
  const update = useUpdateOrganization()
  // Mounted per organization (keyed by id); the schema lets its logo at mount through.
  const [schema] = useState(() => createOrganizationProfileSchema({ currentLogo: organization.logo }))
  const form = useForm({ resolver: zodResolver(schema), defaultValues: toProfileValues(organization) })
  const availability = useSlugAvailability(useWatch({ control: form.control, name: 'slug' }), organization.slug)
  const [saved, setSaved] = useState(false)
  const { isDirty, errors } = form.formState
  const rootError = errors.root?.server?.message
  const idle = !isDirty || update.isPending

  const onSubmit = form.handleSubmit((values) => {
    const data = changedProfileFields(organization, values)
    if (Object.keys(data).length === 0) return
    if (availability.status === 'taken' && availability.slug === values.slug) {
      form.setError('slug', { type: 'server', message: 'error.ORGANIZATION_SLUG_ALREADY_TAKEN' }, { shouldFocus: true })
      return
    }
    setSaved(false)
    update.mutate(
      { organizationId: organization.id, data },
      {
        onSuccess: (result) => {
          form.reset(toProfileValues(result))
          setSaved(true)
          onSaved?.(result)
        },
        onError: (error) => {
          const { field, message } = serverErrorTarget(error)
          form.setError(field === 'root' ? 'root.server' : field, { type: 'server', message }, { shouldFocus: true })
        },
      },
    )
  })

  return (
    <FormProvider {...form}>
      <form data-slot="orgkit-organization-profile-form" noValidate onSubmit={onSubmit}>
        <OrganizationProfileFieldset idPrefix={idPrefix} availability={availability} />
        {rootError ? <Alert tone="danger">{t(rootError as MessageKey)}</Alert> : null}
        <div data-slot="orgkit-form-footer">
          <p role="status" data-slot="orgkit-form-status">
            {saved && !isDirty ? t('settings.saved') : ''}
          </p>
          <Button disabled={idle} onClick={() => form.reset()}>
            {t('settings.reset')}
          </Button>
          <Button type="submit" variant="primary" disabled={idle} aria-busy={update.isPending || undefined}>
            {update.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
