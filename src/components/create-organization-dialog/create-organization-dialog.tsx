import { useId } from 'react'
import type { Organization } from '../../core/domain'
import { useMessages } from '../../hooks/use-messages'
import { organizationFormEn } from '../../messages/en/organization-form'
import { organizationLimitEn } from '../../messages/en/organization-switcher'
import type { AreaMessages } from '../../messages/messages-scope-context'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { Dialog } from '../ui/dialog'
import { MessagesScope } from '../ui/messages-scope'
import { useControllableState } from '../ui/use-controllable-state'
import { useOrganizationLimit } from '../ui/use-organization-limit'
import { CreateOrganizationForm } from './create-organization-form'
import type { CreateOrganizationValues } from './create-organization-schema'

/** English strings this component shows (see `MessagesScope`): the form's area and the switcher's limit sentence. */
const MESSAGES: AreaMessages = { ...organizationFormEn, ...organizationLimitEn }

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
    <MessagesScope messages={MESSAGES}>
      <CreateOrganizationDialogRoot {...props} />
    </MessagesScope>
  )
}

function CreateOrganizationDialogRoot({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onCreated,
  defaultValues,
  hideTrigger = false,
  className,
}: CreateOrganizationDialogProps) {
  const { t } = useMessages()
  const reasonId = useId()
  const limit = useOrganizationLimit()
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange })
  const unavailable = limit.isLoading || limit.reached
  return (
    <>
      {hideTrigger ? null : (
        <span data-slot="orgkit-create-organization-trigger">
          <Button
            variant="primary"
            aria-haspopup="dialog"
            aria-disabled={unavailable || undefined}
            aria-describedby={limit.reached ? reasonId : undefined}
            onClick={() => {
              if (!unavailable) setOpen(true)
            }}
          >
            {t('createOrg.trigger')}
          </Button>
          {limit.reached ? (
            <span id={reasonId} data-slot="orgkit-disabled-reason">
              {t('switcher.limitReached', { count: limit.count })}
            </span>
          ) : null}
        </span>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('createOrg.title')}
        description={t('createOrg.description')}
        slot="orgkit-create-organization-dialog"
        className={cn(className)}
      >
        <CreateOrganizationForm
          defaultValues={defaultValues}
          onCancel={() => setOpen(false)}
          onCreated={(organization) => {
            setOpen(false)
            onCreated?.(organization)
          }}
        />
      </Dialog>
    </>
  )
}
