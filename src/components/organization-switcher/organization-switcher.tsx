import { useEffect, useId, useRef, useState } from 'react'
import type { Organization } from '../../core/domain'
import { isOrgKitError } from '../../core/org-kit-error'
import { useListOrganizations } from '../../hooks/use-list-organizations'
import { useMessages } from '../../hooks/use-messages'
import { useSession } from '../../hooks/use-session'
import { useSetActiveOrganization } from '../../hooks/use-set-active-organization'
import { organizationSwitcherEn } from '../../messages/en/organization-switcher'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { MessagesScope } from '../ui/messages-scope'
import { Skeleton } from '../ui/skeleton'
import { useControllableState } from '../ui/use-controllable-state'
import { useDismiss } from '../ui/use-dismiss'
import { useOrganizationLimit } from '../ui/use-organization-limit'
import { VisuallyHidden } from '../ui/visually-hidden'
import { LazyCreateOrganizationDialog, preloadCreateOrganizationDialog } from './lazy-create-organization-dialog'
import { OrganizationSwitcherContent } from './organization-switcher-content'
import { OrganizationSwitcherCreate } from './organization-switcher-create'
import { OrganizationSwitcherTrigger } from './organization-switcher-trigger'

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
  /** Called with an organization created from the switcher's "Create organization" entry. */
  onCreated?: ((organization: Organization) => void) | undefined
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
    <MessagesScope messages={organizationSwitcherEn}>
      <OrganizationSwitcherRoot {...props} />
    </MessagesScope>
  )
}

function OrganizationSwitcherRoot(props: OrganizationSwitcherProps) {
  const { allowNone = false, showRoles = true, filterThreshold = 7, hideCreate = false, onSwitched, onCreated, className } = props
  const { t, errorMessage } = useMessages()
  const session = useSession()
  const organizations = useListOrganizations()
  const limit = useOrganizationLimit()
  const switchTo = useSetActiveOrganization()
  const [open, setOpen] = useControllableState({ prop: props.open, defaultProp: props.defaultOpen ?? false, onChange: props.onOpenChange })
  const [createOpen, setCreateOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  useDismiss(rootRef, open, () => setOpen(false))
  useEffect(() => {
    // The create dialog's code is loaded on demand; start when the list opens, so it is there on click.
    if (open && !hideCreate) preloadCreateOrganizationDialog().catch(() => undefined)
  }, [open, hideCreate])

  const rootProps = { 'data-slot': 'orgkit-organization-switcher', className: cn(className), ref: rootRef }
  if (session.data === null) return null
  if (organizations.isError) {
    const disabled = isOrgKitError(organizations.error) && organizations.error.code === 'PLUGIN_DISABLED'
    return (
      <div {...rootProps} data-disabled={disabled ? '' : undefined}>
        {disabled ? (
          <Alert>{t('common.pluginDisabled')}</Alert>
        ) : (
          <Alert tone="danger" action={<Button onClick={() => void organizations.refetch()}>{t('common.retry')}</Button>}>
            {t('switcher.loadError')} {errorMessage(organizations.error)}
          </Alert>
        )}
      </div>
    )
  }
  if (session.isPending || organizations.isPending) {
    return (
      <div {...rootProps} aria-busy="true">
        <span data-slot="orgkit-organization-switcher-loading" role="status">
          <Skeleton width="2rem" />
          <Skeleton width="7rem" />
          <VisuallyHidden>{t('switcher.loading')}</VisuallyHidden>
        </span>
      </div>
    )
  }

  const list = organizations.data
  const activeId = session.data?.activeOrganizationId ?? null
  const active = list.find((o) => o.id === activeId) ?? null
  const pendingTarget = switchTo.isPending ? (switchTo.variables.organizationId ?? null) : undefined
  const close = () => {
    setOpen(false)
    triggerRef.current?.focus()
  }
  const select = (organizationId: string | null) => {
    if (switchTo.isPending) return
    if (organizationId === activeId) return close()
    switchTo.mutate(
      { organizationId },
      {
        onSuccess: (organization) => {
          close()
          onSwitched?.(organization)
        },
      },
    )
  }

  return (
    <div
      {...rootProps}
      data-state={open ? 'open' : undefined}
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <OrganizationSwitcherTrigger
        buttonRef={triggerRef}
        organization={active}
        open={open}
        contentId={contentId}
        pending={switchTo.isPending}
        onToggle={() => {
          if (!open) switchTo.reset()
          setOpen(!open)
        }}
      />
      {open ? (
        <OrganizationSwitcherContent
          id={contentId}
          organizations={list}
          activeId={activeId}
          allowNone={allowNone}
          showRoles={showRoles}
          filterThreshold={filterThreshold}
          pendingTarget={pendingTarget}
          switchError={switchTo.error}
          onSelect={select}
          onClose={close}
          footer={
            hideCreate ? null : (
              <OrganizationSwitcherCreate
                limit={limit}
                onCreate={() => {
                  close()
                  setCreateOpen(true)
                }}
              />
            )
          }
        />
      ) : null}
      {hideCreate ? null : (
        <LazyCreateOrganizationDialog hideTrigger open={createOpen} onOpenChange={setCreateOpen} onCreated={onCreated} />
      )}
    </div>
  )
}
