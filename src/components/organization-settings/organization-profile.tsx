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
import {
  logoFieldSchema,
  metadataRowsSchema,
  metadataToRows,
  nameFieldSchema,
  rowsToMetadata,
  slugFieldSchema,
} from '../ui/organization-fields-schema'
import { OrganizationProfileFieldset } from '../ui/organization-profile-fieldset'
import { serverErrorTarget } from '../ui/server-error-target'
import { useSlugAvailability } from '../ui/organization-profile-fieldset'

/** An organization as form values. */
function toProfileValues({ name, slug, logo, metadata }: Organization): OrganizationProfileFields {
  return { name, slug, logo: logo ?? '', metadata: metadataToRows(metadata) }
}

// Objects compare by their sorted entries, so a key order change is no change.
const json = (value: unknown) =>
  JSON.stringify(
    value && typeof value === 'object' ? Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)) : value,
  )

/** Only what differs from the organization: the `data` of an update (empty when nothing changed). */
function changedProfileFields(
  organization: Organization,
  { name, slug, logo, metadata }: OrganizationProfileFields,
): OperationInput<'update'>['data'] {
  const next = { name, slug, logo: logo || null, metadata: rowsToMetadata(metadata, organization.metadata) }
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => json(value) !== json(organization[key as keyof typeof next])),
  )
}

/** Props of {@link OrganizationProfile}. */
interface OrganizationProfileProps {
  organization: Organization
  /** Whether the viewer may change it (`organization:update`). */
  editable: boolean
  onSaved?: ((organization: Organization) => void) | undefined
}

/**
 * The profile section of the settings: a form that sends only the changed fields and keeps the input on
 * failure. Those who may not change it see the same fields disabled (a native disabled fieldset),
 * described by the reason, without the form's buttons.
 */
export function OrganizationProfile({ organization, editable, onSaved }: OrganizationProfileProps) {
  const { t } = useMessages()
  const id = useId()
  const update = useUpdateOrganization()
  // Name, slug, logo (http(s), or the one it already has) and metadata rows. Mounted per organization
  // (keyed by id), so the logo let through is the one it had at mount.
  const [schema] = useState(() =>
    z.object({
      name: nameFieldSchema,
      slug: slugFieldSchema,
      logo: logoFieldSchema(organization.logo),
      metadata: metadataRowsSchema,
    }),
  )
  const form = useForm({ resolver: zodResolver(schema), defaultValues: toProfileValues(organization) })
  const availability = useSlugAvailability(useWatch({ control: form.control, name: 'slug' }), organization.slug)
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
    update.mutate(
      { organizationId: organization.id, data },
      {
        onSuccess: (result) => {
          form.reset(toProfileValues(result))
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
    <section data-slot="orgkit-organization-profile" aria-labelledby={id}>
      <h3 id={id}>{t('settings.profile')}</h3>
      {!editable && (
        <p id={`${id}r`} data-slot="orgkit-description">
          {t('error.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION')}
        </p>
      )}
      <FormProvider {...form}>
        <form data-slot="orgkit-organization-profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <fieldset disabled={!editable} aria-describedby={editable ? undefined : `${id}r`}>
            <OrganizationProfileFieldset idPrefix={id} availability={availability} />
          </fieldset>
          {rootError && <Alert tone="danger">{t(rootError as MessageKey)}</Alert>}
          {editable && (
            <div data-slot="orgkit-form-footer">
              <p role="status" data-slot="orgkit-form-status">
                {update.isSuccess && !isDirty ? t('settings.saved') : ''}
              </p>
              <Button disabled={idle} onClick={() => form.reset()}>
                {t('settings.reset')}
              </Button>
              <Button type="submit" variant="primary" disabled={idle} aria-busy={update.isPending || undefined}>
                {t(update.isPending ? 'common.saving' : 'common.save')}
              </Button>
            </div>
          )}
        </form>
      </FormProvider>
    </section>
  )
}
