import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import type { Organization } from '../../core/domain'
import { useCreateOrganization } from '../../hooks/use-create-organization'
import { useSession } from '../../hooks/use-session'
import { createOrganizationDialogMessagesEn } from '../../messages/en/create-organization-dialog'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { useOrganizationLimitReason } from '../ui/create-organization-button'
import { slugify } from '../ui/organization-fields-schema'
import { OrganizationProfileFieldset } from '../ui/organization-profile-fieldset'
import { setServerError } from '../ui/server-error-target'
import { isKnownTaken, useSlugAvailability } from '../ui/slug-availability'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useOrganizationProfileErrorText } from '../ui/use-organization-profile-error-text'
import { useRedirect } from '../ui/use-redirect'
import { useSingleFlight } from '../ui/use-single-flight'
import { createOrganizationSchema } from './create-organization-schema'
import type { CreateOrganizationValues } from './create-organization-schema'

/** Props of {@link CreateOrganizationForm} (mounted anew each time the dialog opens). */
interface CreateOrganizationFormProps {
  defaultValues: Partial<CreateOrganizationValues> | undefined
  /** The dialog's `metadata`, sent as it is. */
  metadata: Record<string, unknown> | undefined
  /** Cancel, and after success (before `onCreated`). */
  close: () => void
  onCreated: ((organization: Organization) => void) | undefined
  afterCreateUrl: string | undefined
}

/** What the form sends: the values without an empty logo, and the dialog's metadata when it has one. */
function createInput({
  values: { logo, ...values },
  metadata,
}: {
  values: CreateOrganizationValues
  metadata: Record<string, unknown> | undefined
}) {
  return { ...values, ...(logo && { logo }), ...(metadata && { metadata }) }
}

/** The create form: validates before any request, maps server refusals onto fields, keeps what was typed. */
export function CreateOrganizationForm({
  defaultValues,
  metadata,
  close,
  onCreated,
  afterCreateUrl,
}: CreateOrganizationFormProps) {
  const redirect = useRedirect()
  const { t } = useLocalizedMessages(createOrganizationDialogMessagesEn)
  const errorText = useOrganizationProfileErrorText()
  // At `organization_limit` (e.g. opened through `open`): say so and do not submit.
  const limitReason = useOrganizationLimitReason()
  const blocked = limitReason !== undefined
  const idPrefix = useId()
  const create = useCreateOrganization()
  const flight = useSingleFlight()
  const form = useForm({
    resolver: zodResolver(createOrganizationSchema),
    defaultValues: {
      name: '',
      slug: '',
      logo: '',
      keepCurrentActiveOrganization: false,
      ...defaultValues,
    },
  })
  // The slug follows the name until the user types a slug of their own (clearing it hands it back).
  const slugEdited = useRef(Boolean(defaultValues?.slug))
  const availability = useSlugAvailability(useWatch({ control: form.control, name: 'slug' }))
  const rootError = errorText(form.formState.errors.root?.server?.message)
  const keepActiveId = `${idPrefix}-keep-current-active-organization`
  // "Don't switch" only means something with an organization to stay in.
  const hasActiveOrganization = Boolean(useSession().data?.activeOrganizationId)

  const onSubmit = form.handleSubmit((values) => {
    // The slug's status already says it is taken (and marks the field invalid): one message, so the focus
    // goes there rather than a second sentence saying the same.
    if (isKnownTaken(availability, values.slug)) {
      form.setFocus('slug')
      return
    }
    return flight.run('create', () =>
      create.mutateAsync(createInput({ values, metadata })).then(
        (organization) => {
          close()
          onCreated?.(organization)
          redirect(afterCreateUrl, organization)
        },
        (error: unknown) => setServerError(form.setError, error),
      ),
    )
  })
  const followName = (name: string) => {
    if (slugEdited.current) return
    form.setValue('slug', slugify(name), { shouldValidate: form.formState.isSubmitted })
  }

  return (
    <FormProvider {...form}>
      <form data-slot="orgkit-create-organization-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {blocked ? <Alert tone="warning">{limitReason}</Alert> : null}
        <OrganizationProfileFieldset
          idPrefix={idPrefix}
          availability={availability}
          onNameInput={followName}
          onSlugInput={(slug) => {
            slugEdited.current = slug.trim() !== ''
          }}
        />
        {hasActiveOrganization ? (
          <div data-slot="orgkit-checkbox-field">
            <input type="checkbox" id={keepActiveId} {...form.register('keepCurrentActiveOrganization')} />
            <label htmlFor={keepActiveId}>{t('createOrganizationDialog.keepActiveOrganizationLabel')}</label>
          </div>
        ) : null}
        {rootError ? <Alert tone="danger">{rootError}</Alert> : null}
        <div data-slot="orgkit-dialog-footer">
          <Button onClick={close}>{t('createOrganizationDialog.cancelButton')}</Button>
          <Button
            type="submit"
            variant="primary"
            disabled={create.isPending || blocked}
            aria-busy={create.isPending || undefined}
          >
            {create.isPending
              ? t('createOrganizationDialog.submittingButton')
              : t('createOrganizationDialog.submitButton')}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
