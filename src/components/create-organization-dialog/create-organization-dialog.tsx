import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import type { Organization } from '../../core/domain'
import { useCreateOrganization } from '../../hooks/use-create-organization'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { CreateOrganizationButton, useOrganizationLimit } from '../ui/create-organization-button'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { OrganizationProfileFieldset, useSlugAvailability } from '../ui/organization-profile-fieldset'
import { rowsToMetadata, slugify } from '../ui/organization-fields-schema'
import { serverErrorTarget } from '../ui/server-error-target'
import { useControllableState } from '../ui/use-controllable-state'
import { createOrganizationSchema } from './create-organization-schema'
import type { CreateOrganizationValues } from './create-organization-schema'
import { useRedirect } from '../ui/use-redirect'

/** Props of {@link CreateOrganizationDialog}. */
export interface CreateOrganizationDialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean | undefined
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean | undefined
  /** Called when the dialog opens or closes (trigger, Cancel, Escape, success). */
  onOpenChange?: ((open: boolean) => void) | undefined
  /** Called with the new organization after it was created and the dialog closed. */
  onCreated?: ((organization: Organization) => void) | undefined
  /** Where to go after creating (after `onCreated`), as a plain value. Goes through the provider's `navigate`; `:id` and `:slug` become the organization's. */
  afterCreateUrl?: string | undefined
  /** Values the form starts with each time it opens (read once per opening). A preset slug is kept as typed. */
  defaultValues?: Partial<CreateOrganizationValues> | undefined
  /**
   * Render no trigger button: open it with `open`/`onOpenChange` from your own control.
   * @default false
   */
  hideTrigger?: boolean | undefined
  /** Class of the dialog element, merged last. */
  className?: string | undefined
}

/**
 * A "Create organization" button and its dialog: name, a slug derived from the name (accents folded) until
 * edited and checked for availability as you type, an optional http(s) logo with preview, metadata rows,
 * and whether to keep the current organization active. Input is validated before any request; server
 * refusals land on the slug field or the form, with everything typed kept. The button is disabled, with
 * its reason, once the user holds `organization_limit` memberships.
 *
 * @example
 * <CreateOrganizationDialog onCreated={(org) => navigate(`/${org.slug}`)} />
 */
export function CreateOrganizationDialog(props: CreateOrganizationDialogProps) {
  return (
    <>
      <CreateOrganizationDialogRoot {...props} />
    </>
  )
}

function CreateOrganizationDialogRoot(props: CreateOrganizationDialogProps) {
  const { t } = useMessages()
  const [open, setOpen] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  })
  return (
    <>
      {props.hideTrigger ? null : (
        <CreateOrganizationButton
          slot="orgkit-create-organization-trigger"
          variant="primary"
          onCreate={() => setOpen(true)}
        />
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('switcher.create')}
        slot="orgkit-create-organization-dialog"
        className={props.className}
      >
        <CreateOrganizationForm
          defaultValues={props.defaultValues}
          close={() => setOpen(false)}
          onCreated={props.onCreated}
          afterCreateUrl={props.afterCreateUrl}
        />
      </Dialog>
    </>
  )
}

/** Props of the create form inside the dialog (mounted anew each time the dialog opens). */
interface CreateOrganizationFormProps {
  defaultValues: Partial<CreateOrganizationValues> | undefined
  /** Cancel, and after success (before `onCreated`). */
  close: () => void
  onCreated: ((organization: Organization) => void) | undefined
  afterCreateUrl: string | undefined
}

/** The create form: validates before any request, maps server refusals onto fields, keeps what was typed. */
function CreateOrganizationForm({ defaultValues, close, onCreated, afterCreateUrl }: CreateOrganizationFormProps) {
  const redirect = useRedirect()
  const { t } = useMessages()
  // At `organization_limit` (e.g. opened through `open`): say so and do not submit.
  const blocked = useOrganizationLimit().reached
  const idPrefix = useId()
  const create = useCreateOrganization()
  const form = useForm({
    resolver: zodResolver(createOrganizationSchema),
    defaultValues: {
      name: '',
      slug: '',
      logo: '',
      metadata: [],
      keepCurrentActiveOrganization: false,
      ...defaultValues,
    },
  })
  // The slug follows the name until the user types a slug of their own (clearing it hands it back).
  const slugEdited = useRef(Boolean(defaultValues?.slug))
  const availability = useSlugAvailability(useWatch({ control: form.control, name: 'slug' }))
  const rootError = form.formState.errors.root?.server?.message

  const onSubmit = form.handleSubmit(({ metadata: rows, logo, ...values }) => {
    if (availability.status === 'taken' && availability.slug === values.slug) {
      form.setError('slug', { type: 'server', message: 'error.ORGANIZATION_SLUG_ALREADY_TAKEN' }, { shouldFocus: true })
      return
    }
    const metadata = rowsToMetadata(rows)
    create.mutate(
      { ...values, ...(logo && { logo }), ...(Object.keys(metadata).length && { metadata }) },
      {
        onSuccess: (organization) => {
          close()
          onCreated?.(organization)
          redirect(afterCreateUrl, organization)
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
      <form data-slot="orgkit-create-organization-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {blocked ? (
          <Alert tone="warning">{t('error.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS')}</Alert>
        ) : null}
        <OrganizationProfileFieldset
          idPrefix={idPrefix}
          availability={availability}
          onNameInput={(name) => {
            if (!slugEdited.current)
              form.setValue('slug', slugify(name), { shouldValidate: form.formState.isSubmitted })
          }}
          onSlugInput={(value) => {
            slugEdited.current = !!value.trim()
          }}
        />
        <div data-slot="orgkit-checkbox-field">
          <input type="checkbox" id={`${idPrefix}-keep`} {...form.register('keepCurrentActiveOrganization')} />
          <label htmlFor={`${idPrefix}-keep`}>{t('createOrg.keepActive')}</label>
        </div>
        {rootError ? <Alert tone="danger">{t(rootError as MessageKey)}</Alert> : null}
        <div data-slot="orgkit-dialog-footer">
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            disabled={create.isPending || blocked}
            aria-busy={create.isPending || undefined}
          >
            {create.isPending ? t('createOrg.submitting') : t('switcher.create')}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
