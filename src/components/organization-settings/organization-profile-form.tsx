import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import type { Organization } from '../../core/domain'
import type { OperationInput } from '../../core/input-schemas'
import { useMessages } from '../../hooks/use-messages'
import { useUpdateOrganization } from '../../hooks/use-update-organization'
import type { MessageKey } from '../../messages/catalog'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import type { OrganizationProfileFields } from '../ui/organization-fields-schema'
import { logoFieldSchema, metadataRowsSchema, metadataToRows, nameFieldSchema, rowsToMetadata, slugFieldSchema } from '../ui/organization-fields-schema'
import { OrganizationProfileFieldset } from '../ui/organization-profile-fieldset'
import { serverErrorTarget } from '../ui/server-error-target'
import { useSlugAvailability } from '../ui/use-slug-availability'

/**
 * The settings profile form of one organization: name, slug, logo (http(s), or the logo it already has)
 * and metadata rows. A factory because the current logo is let through unchanged.
 */
function createOrganizationProfileSchema({ currentLogo }: { currentLogo: string | null }) {
  return z.object({ name: nameFieldSchema, slug: slugFieldSchema, logo: logoFieldSchema(currentLogo), metadata: metadataRowsSchema })
}

/** An organization as form values. */
function toProfileValues({ name, slug, logo, metadata }: Organization): OrganizationProfileFields {
  return { name, slug, logo: logo ?? '', metadata: metadataToRows(metadata) }
}

// Objects compare by their sorted entries, so a key order change is no change.
const json = (value: unknown) =>
  JSON.stringify(value && typeof value === 'object' ? Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)) : value)

/** Only what differs from the organization: the `data` of an update (empty when nothing changed). */
function changedProfileFields(organization: Organization, { name, slug, logo, metadata }: OrganizationProfileFields): OperationInput<'update'>['data'] {
  const next = { name, slug, logo: logo || null, metadata: rowsToMetadata(metadata, organization.metadata) }
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => json(value) !== json(organization[key as keyof typeof next])))
}

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
