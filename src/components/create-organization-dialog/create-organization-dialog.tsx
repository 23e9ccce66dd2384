import type { Organization } from '../../core/domain'
import { createOrganizationDialogMessagesEn } from '../../messages/en/create-organization-dialog'
import { CreateOrganizationButton } from '../ui/create-organization-button'
import { Dialog } from '../ui/dialog'
import { lazyPart } from '../ui/lazy-part'
import { useControllableState } from '../ui/use-controllable-state'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import type { CreateOrganizationValues } from './create-organization-schema'

// The form (react-hook-form, its resolver, the schema, the fields) is fetched when the dialog first opens,
// or when its trigger is hovered or focused; the button and the dialog around it are all that load up front.
const { Component: CreateOrganizationForm, preload: preloadCreateOrganizationForm } = lazyPart(() =>
  import('./create-organization-form').then((module) => module.CreateOrganizationForm),
)

export { preloadCreateOrganizationForm }

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
   * Metadata sent with the new organization, as it is (the dialog shows no metadata editor). To set it from
   * your own form, call `useCreateOrganization` instead.
   */
  metadata?: Record<string, unknown> | undefined
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
 * edited and checked for availability as you type, an optional http(s) logo with preview, and whether to
 * keep the current organization active. `metadata`, when given, is sent along, never shown. Input is validated before any request; server
 * refusals land on the slug field or the form, with everything typed kept. The button is disabled, with
 * its reason, once the user holds `organization_limit` memberships.
 *
 * @example
 * <CreateOrganizationDialog onCreated={(org) => navigate(`/${org.slug}`)} />
 */
export function CreateOrganizationDialog(props: CreateOrganizationDialogProps) {
  const { t } = useLocalizedMessages(createOrganizationDialogMessagesEn)
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
          onIntent={preloadCreateOrganizationForm}
          onCreate={() => setOpen(true)}
        />
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('createOrganizationDialog.title')}
        slot="orgkit-create-organization-dialog"
        className={props.className}
      >
        <CreateOrganizationForm
          defaultValues={props.defaultValues}
          metadata={props.metadata}
          close={() => setOpen(false)}
          onCreated={props.onCreated}
          afterCreateUrl={props.afterCreateUrl}
        />
      </Dialog>
    </>
  )
}
