import { zodResolver } from '@hookform/resolvers/zod'
import { Fragment, useId, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import type { Organization } from '../../core/domain'
import type { OperationInput } from '../../core/input-schemas'
import { useMessages } from '../../hooks/use-messages'
import { useUpdateOrganization } from '../../hooks/use-update-organization'
import type { MessageKey } from '../../messages/catalog'
import { Alert } from '../ui/alert'
import { Avatar } from '../ui/avatar'
import { Button } from '../ui/button'
import type { OrganizationProfileFields } from '../ui/organization-fields-schema'
import { logoFieldSchema, metadataRowsSchema, metadataToRows, nameFieldSchema, rowsToMetadata, slugFieldSchema } from '../ui/organization-fields-schema'
import { OrganizationProfileFieldset } from '../ui/organization-profile-fieldset'
import { serverErrorTarget } from '../ui/server-error-target'
import { useSlugAvailability } from '../ui/organization-profile-fieldset'

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

/** Props of {@link OrganizationProfile}. */
interface OrganizationProfileProps {
  organization: Organization
  /** Whether the viewer may change it (`organization:update`). */
  editable: boolean
  onSaved?: ((organization: Organization) => void) | undefined
}

/** The profile section of the settings: the form for those who may change it, a read-only list for others. */
export function OrganizationProfile({ organization, editable, onSaved }: OrganizationProfileProps) {
  const { t } = useMessages()
  const id = useId()
  const { name, logo } = organization
  const metadata = Object.entries(organization.metadata)
  const rows = {
    name: (
      <>
        <Avatar name={name} src={logo} /> {name}
      </>
    ),
    slug: <code>{organization.slug}</code>,
    logo: logo ?? t('settings.noLogo'),
    metadata: metadata.length ? (
      <ul>
        {metadata.map(([key, value]) => (
          <li key={key}>
            <code>{key}</code>: {typeof value === 'string' ? value : JSON.stringify(value)}
          </li>
        ))}
      </ul>
    ) : (
      t('orgForm.metadataEmpty')
    ),
  }
  return (
    <section data-slot="orgkit-organization-profile" aria-labelledby={id}>
      <h3 id={id}>{t('settings.profile')}</h3>
      {editable ? (
        <ProfileForm organization={organization} onSaved={onSaved} />
      ) : (
        <>
          <p data-slot="orgkit-description">{t('error.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION')}</p>
          <dl data-slot="orgkit-definition-list">
            {Object.entries(rows).map(([field, value]) => (
              <Fragment key={field}>
                <dt>{t(`orgForm.${field as keyof typeof rows}`)}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    </section>
  )
}

/** The editable profile: sends only the changed fields, keeps the input on failure. */
function ProfileForm({ organization, onSaved }: Omit<OrganizationProfileProps, 'editable'>) {
  const { t } = useMessages()
  const idPrefix = useId()
  const update = useUpdateOrganization()
  // Name, slug, logo (http(s), or the one it already has) and metadata rows. Mounted per organization
  // (keyed by id), so the logo let through is the one it had at mount.
  const [schema] = useState(() =>
    z.object({ name: nameFieldSchema, slug: slugFieldSchema, logo: logoFieldSchema(organization.logo), metadata: metadataRowsSchema }),
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
    <FormProvider {...form}>
      <form data-slot="orgkit-organization-profile-form" noValidate onSubmit={onSubmit}>
        <OrganizationProfileFieldset idPrefix={idPrefix} availability={availability} />
        {rootError && <Alert tone="danger">{t(rootError as MessageKey)}</Alert>}
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
      </form>
    </FormProvider>
  )
}
