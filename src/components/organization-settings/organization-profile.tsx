import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import type { Organization } from '../../core/domain'
import { useUpdateOrganization } from '../../hooks/use-update-organization'
import { organizationSettingsMessagesEn } from '../../messages/en/organization-settings'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { useAnnounce } from '../announcer/use-announce'
import { allowingHeldValue, logoFieldSchema, nameFieldSchema, slugFieldSchema } from '../ui/organization-fields-schema'
import { OrganizationProfileFieldset } from '../ui/organization-profile-fieldset'
import { setServerError } from '../ui/server-error-target'
import { isKnownTaken, useSlugAvailability } from '../ui/slug-availability'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useOrganizationProfileErrorText } from '../ui/use-organization-profile-error-text'
import { useSingleFlight } from '../ui/use-single-flight'
import { changedProfileFields, toProfileValues } from './profile-changes'

/** Props of {@link OrganizationProfile}. */
interface OrganizationProfileProps {
  organization: Organization
  /** Whether the viewer may change it (`organization:update`). */
  editable: boolean
  onSaved?: ((organization: Organization) => void) | undefined
}

/**
 * Name, slug and logo (http(s), or the one the organization already has). Each field takes the value the
 * organization already has, as the server accepted it. No metadata: it stays an API for developers, and a
 * save leaves it as it is.
 */
const profileSchema = (organization: Organization) =>
  z.object({
    name: allowingHeldValue(nameFieldSchema, organization.name),
    slug: allowingHeldValue(slugFieldSchema, organization.slug),
    logo: logoFieldSchema(organization.logo),
  })

/**
 * The profile section of the settings: a form that sends only the changed fields and keeps the input on
 * failure. Those who may not change it see the same fields disabled (a native disabled fieldset),
 * described by the reason, without the form's buttons.
 */
export function OrganizationProfile({ organization, editable, onSaved }: OrganizationProfileProps) {
  const { t } = useLocalizedMessages(organizationSettingsMessagesEn)
  const errorText = useOrganizationProfileErrorText()
  const titleId = useId()
  const readOnlyReasonId = `${titleId}-read-only-reason`
  const update = useUpdateOrganization()
  const flight = useSingleFlight()
  const announce = useAnnounce()
  // Mounted per organization (keyed by id), so the logo let through is the one it had at mount.
  const [schema] = useState(() => profileSchema(organization))
  const form = useForm({ resolver: zodResolver(schema), defaultValues: toProfileValues(organization) })
  const availability = useSlugAvailability(useWatch({ control: form.control, name: 'slug' }), organization.slug)
  const { isDirty, errors } = form.formState
  const rootError = errorText(errors.root?.server?.message)
  const idle = !isDirty || update.isPending

  const onSubmit = form.handleSubmit((values) => {
    const data = changedProfileFields(organization, values)
    if (Object.keys(data).length === 0) return
    // The slug's status already says it is taken (and marks the field invalid): one message, so the focus
    // goes there rather than a second sentence saying the same.
    if (isKnownTaken(availability, values.slug)) {
      form.setFocus('slug')
      return
    }
    return flight.run('save', () =>
      update.mutateAsync({ organizationId: organization.id, data }).then(
        (result) => {
          form.reset(toProfileValues(result))
          announce({ tone: 'success', message: t('organizationSettings.savedAnnouncement', { name: result.name }) })
          onSaved?.(result)
        },
        (error: unknown) => setServerError(form.setError, error),
      ),
    )
  })

  return (
    <section data-slot="orgkit-organization-profile" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('organizationSettings.profileTitle')}</h3>
      {editable ? null : (
        <p id={readOnlyReasonId} data-slot="orgkit-description">
          {t('error.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION')}
        </p>
      )}
      <FormProvider {...form}>
        <form data-slot="orgkit-organization-profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <fieldset disabled={!editable} aria-describedby={editable ? undefined : readOnlyReasonId}>
            <OrganizationProfileFieldset idPrefix={titleId} availability={availability} colorKey={organization.id} />
          </fieldset>
          {rootError ? <Alert tone="danger">{rootError}</Alert> : null}
          {editable ? (
            <div data-slot="orgkit-form-footer">
              <Button disabled={idle} onClick={() => form.reset()}>
                {t('organizationSettings.discardChangesButton')}
              </Button>
              <Button type="submit" variant="primary" disabled={idle} aria-busy={update.isPending || undefined}>
                {update.isPending ? t('organizationSettings.savingButton') : t('organizationSettings.saveButton')}
              </Button>
            </div>
          ) : null}
        </form>
      </FormProvider>
    </section>
  )
}
