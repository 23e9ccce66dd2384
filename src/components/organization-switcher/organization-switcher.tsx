import { useEffect, useId, useRef, useState } from 'react'
import type { Organization } from '../../core/domain'
import { isSafeImageUrl } from '../../core/safe-image-url'
import { useListOrganizations } from '../../hooks/use-list-organizations'
import { useMessages } from '../../hooks/use-messages'
import { useSession } from '../../hooks/use-session'
import { useSetActiveOrganization } from '../../hooks/use-set-active-organization'
import type { CreateOrganizationDialog } from '../create-organization-dialog/create-organization-dialog'
import { Avatar, initials } from '../ui/avatar'
import { CreateOrganizationButton } from '../ui/create-organization-button'
import { Skeleton } from '../ui/skeleton'
import { TableProblem } from '../ui/table-states'
import { useControllableState } from '../ui/use-controllable-state'
import { VisuallyHidden } from '../ui/visually-hidden'
import { icon, OrganizationSwitcherList } from './organization-switcher-list'

// The "Create organization" dialog brings a form, its schema, react-hook-form and zod: several times the
// switcher's own size. It is loaded on first use (starting when the list opens), so showing the switcher
// costs none of it; a failed load gives `undefined` and is tried again on the next click (a fresh import()).
const loadCreateDialog = () =>
  import('../create-organization-dialog/create-organization-dialog').then(
    (module) => module.CreateOrganizationDialog,
    () => undefined,
  )

/** Props of {@link OrganizationSwitcher}. */
export interface OrganizationSwitcherProps {
  /** Whether the list is open (controlled). */
  open?: boolean | undefined
  /**
   * Whether the list starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean | undefined
  /** Called when the list opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined
  /**
   * Offer a "No organization" entry that unsets the active organization (`setActive(null)`).
   * @default false
   */
  allowNone?: boolean | undefined
  /**
   * Show the user's role in each organization. Better Auth's list carries no role, so each organization
   * shown in the open list asks for it once, lazily (`getActiveMemberRole` with its id; none when the app
   * already loaded that organization's full read), cached like every read. Set `false` to make no such calls.
   * @default true
   */
  showRoles?: boolean | undefined
  /**
   * Above this many organizations a filter box is shown (by name or slug).
   * @default 7
   */
  filterThreshold?: number | undefined
  /**
   * Leave out the "Create organization" entry.
   * @default false
   */
  hideCreate?: boolean | undefined
  /** Called after a switch has finished (the new organization loaded), with it or `null`. */
  onSwitched?: ((organization: Organization | null) => void) | undefined
  /** Where to go after a switch (after `onSwitched`), as a plain value. Goes through the provider's `navigate`; `:id` and `:slug` become the organization's. */
  afterSwitchUrl?: string | undefined
  /** Called with an organization created from the switcher's "Create organization" entry. */
  onCreated?: ((organization: Organization) => void) | undefined
  /** Where to go after creating an organization from the switcher (after `onCreated`), as a plain value. */
  afterCreateUrl?: string | undefined
  /** Class of the root element, merged last. */
  className?: string | undefined
}

/**
 * The active organization as a button opening the user's organizations: keyboard-navigable (arrows,
 * Home/End, typeahead, Escape back to the button), the active one selected, each with the user's role,
 * filterable when long. Choosing one runs the switch transaction with progress and errors shown in place.
 * Ends with "Create organization", disabled with its reason at `organization_limit`. Shows loading, empty,
 * error-with-retry and "plugin disabled" states; renders nothing while signed out.
 *
 * @example
 * <OrganizationSwitcher allowNone onSwitched={() => navigate('/')} />
 */
export function OrganizationSwitcher(props: OrganizationSwitcherProps) {
  return (
    <>
      <OrganizationSwitcherRoot {...props} />
    </>
  )
}

function OrganizationSwitcherRoot(props: OrganizationSwitcherProps) {
  const { hideCreate } = props
  const { t } = useMessages()
  const session = useSession()
  const organizations = useListOrganizations()
  const switchTo = useSetActiveOrganization()
  const [open, setOpen] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  })
  const [createOpen, setCreateOpen] = useState(false)
  const [CreateDialog, setCreateDialog] = useState<typeof CreateOrganizationDialog>()
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  useEffect(() => {
    if (!open) return
    if (!hideCreate) void loadCreateDialog() // so the dialog's code is there on click
    // A non-modal popover: a pointer going down or the focus moving outside the switcher closes it.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onOutside, true)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('pointerdown', onOutside, true)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open, hideCreate, setOpen])

  if (session.data === null) return null
  const { isError, error, data } = organizations
  const loading = !isError && (session.isPending || !data)
  const activeId = session.data?.activeOrganizationId ?? null
  const active = data?.find((o) => o.id === activeId)
  const name = active?.name ?? t('switcher.none')
  const close = () => {
    setOpen(false)
    triggerRef.current?.focus()
  }

  return (
    <div
      data-slot="orgkit-organization-switcher"
      className={props.className}
      ref={rootRef}
      role={loading ? 'status' : undefined}
      aria-busy={loading || undefined}
      data-state={open ? 'open' : undefined}
    >
      {isError ? (
        <TableProblem error={error} onRetry={() => void organizations.refetch()} />
      ) : loading ? (
        <>
          <Skeleton width="2rem" />
          <Skeleton width="7rem" />
          <VisuallyHidden>{t('switcher.loading')}</VisuallyHidden>
        </>
      ) : (
        <>
          <button
            ref={triggerRef}
            type="button"
            data-slot="orgkit-organization-switcher-trigger"
            aria-haspopup="dialog"
            aria-label={t('switcher.trigger', { name })}
            aria-expanded={open}
            aria-controls={contentId}
            aria-busy={switchTo.isPending || undefined}
            onClick={() => {
              if (!open) switchTo.reset()
              setOpen(!open)
            }}
          >
            {active?.logo && isSafeImageUrl(active.logo) ? (
              <Avatar name={name} src={active.logo} />
            ) : (
              // Initials drawn by the stylesheet (data-initials): text would not be part of the trigger's label.
              <span data-slot="orgkit-avatar" data-initials={active ? initials(name) : undefined} aria-hidden="true" />
            )}
            <span data-slot="orgkit-organization-switcher-trigger-name">{name}</span>
            {icon('▾', 'orgkit-organization-switcher-chevron')}
          </button>
          {open ? (
            <OrganizationSwitcherList
              id={contentId}
              options={props}
              organizations={data}
              activeId={activeId}
              switchTo={switchTo}
              close={close}
            >
              {hideCreate ? null : (
                <CreateOrganizationButton
                  slot="orgkit-organization-switcher-footer"
                  variant="ghost"
                  onCreate={() => {
                    close()
                    setCreateOpen(true)
                    void loadCreateDialog().then((dialog) => setCreateDialog(() => dialog))
                  }}
                >
                  {icon('+')}
                </CreateOrganizationButton>
              )}
            </OrganizationSwitcherList>
          ) : null}
          {createOpen && CreateDialog ? (
            <CreateDialog
              hideTrigger
              open
              onOpenChange={setCreateOpen}
              onCreated={props.onCreated}
              afterCreateUrl={props.afterCreateUrl}
            />
          ) : null}
        </>
      )}
    </div>
  )
}
