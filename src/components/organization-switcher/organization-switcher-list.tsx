import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { organizationSwitcherPopoverMessagesEn } from '../../messages/en/organization-switcher-popover'
import { Alert } from '../ui/alert'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { OrganizationSwitcherOptions } from './organization-switcher-options'
import { switcherEntries } from './switcher-entries'
import type { SwitcherEntry } from './switcher-entries'
import { useListboxNavigation } from './use-listbox-navigation'
import { useLoadMoreOrganizations } from './use-load-more-organizations'
import type { SetActiveOrganizationMutation } from './use-switch-organization'
import type { SwitcherOrganizations } from './use-switcher-organizations'

/** Props of {@link OrganizationSwitcherList}. */
export interface OrganizationSwitcherListProps {
  id: string
  /** The organizations to list, and where their roles come from. */
  source: SwitcherOrganizations
  activeId: string | null
  /** The user's recently used organizations, most recent first: listed first. */
  recentIds: readonly string[]
  /** Offer "No organization" (the switcher's `allowNone`). */
  allowNone: boolean
  /** Show the user's role in each organization (the switcher's `showRoles`). */
  showRoles: boolean
  /** Above this many organizations a filter box is shown (the switcher's `filterThreshold`). */
  filterThreshold: number
  /** The switch transaction: its progress and its last error are shown here. */
  switchTo: SetActiveOrganizationMutation
  /** Called with the id of the entry chosen (`null`: "No organization"). */
  onSelect: (organizationId: string | null) => void
  /** Close and give the focus back to the trigger (Escape). */
  close: () => void
  /** The "create organization" entry, or nothing. */
  children: ReactNode
}

/**
 * A non-modal popover: a filter box when the list is long, the listbox of organizations (focus stays on the
 * listbox or the filter box; the highlighted option is `aria-activedescendant`), status and the create entry.
 */
export function OrganizationSwitcherList(props: OrganizationSwitcherListProps) {
  const { id, source, activeId, recentIds, switchTo, close, children } = props
  const { organizations } = source
  const { t, errorMessage } = useLocalizedMessages(organizationSwitcherPopoverMessagesEn)
  const listId = useId()
  const popoverRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const hasFilter = organizations.length > props.filterThreshold
  const noOrganizationName = props.allowNone ? t('organizationSwitcher.noOrganizationOption') : undefined
  const entries = useMemo(
    () =>
      switcherEntries({
        organizations,
        query,
        noOrganization: noOrganizationName === undefined ? undefined : { id: null, name: noOrganizationName },
        // Recent ones first only where there is a filter box: a short list is read at a glance.
        recentIds: hasFilter ? recentIds : [],
      }),
    [organizations, query, noOrganizationName, hasFilter, recentIds],
  )
  const selectEntry = (entry: SwitcherEntry) => props.onSelect(entry.id)
  const navigation = useListboxNavigation({ entries, activeId, hasFilter, query, onSelect: selectEntry })
  const optionId = (index: number) => `${listId}-${index}`
  const activeDescendant = navigation.highlighted < 0 ? undefined : optionId(navigation.highlighted)
  // Where a running switch goes (`null`: to none); `undefined` when none runs.
  const pendingTarget = switchTo.isPending ? (switchTo.variables.organizationId ?? null) : undefined
  useLoadMoreOrganizations({
    source,
    listRef,
    query,
    atEnd: entries.length > 0 && navigation.highlighted === entries.length - 1,
    count: entries.length,
  })

  // Escape closes from anywhere in the popover (the listbox, the filter box, the create entry, or the popover
  // itself); stopped here, so a dialog the switcher sits in stays open.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    event.preventDefault()
    close()
  }
  // Options hold no focus and no handler of their own: a click is read from the option it landed in.
  const onOptionClick = (event: MouseEvent) => {
    const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null
    const entry = entries.find((_, index) => option?.id === optionId(index))
    if (entry) selectEntry(entry)
  }
  // The filter box or the listbox takes the focus; with neither (no organizations) the popover itself, so
  // Escape and Tab work from there.
  useEffect(() => {
    const popover = popoverRef.current
    if (!popover) return
    const target = popover.querySelector<HTMLElement>('input, [role="listbox"]') ?? popover
    target.focus()
  }, [])
  // The highlighted option stays in view as the keys move it through a long list.
  useEffect(() => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- absent in jsdom
    if (activeDescendant) document.getElementById(activeDescendant)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeDescendant])

  const statusText = () => {
    if (pendingTarget !== undefined) {
      const target = organizations.find((organization) => organization.id === pendingTarget)
      return t('organizationSwitcher.switchingStatus', { name: target?.name ?? noOrganizationName ?? '' })
    }
    if (source.loadingMore) return t('organizationSwitcher.loadingMoreStatus')
    if (entries.length > 0) return ''
    if (organizations.length > 0) return t('organizationSwitcher.noMatchMessage', { query: query.trim() })
    return t('organizationSwitcher.noOrganizationsMessage')
  }

  return (
    // A dialog closes on Escape (WAI-ARIA dialog pattern); the list's own keys are on the listbox and filter box.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape on role="dialog" (allowed by jsx-a11y's recommended config, not by strict)
    <div
      ref={popoverRef}
      id={id}
      role="dialog"
      tabIndex={-1}
      aria-label={t('organizationSwitcher.popoverLabel')}
      data-slot="orgkit-organization-switcher-content"
      onKeyDown={onEscape}
    >
      {hasFilter ? (
        <input
          type="search"
          role="combobox"
          data-slot="orgkit-input"
          aria-label={t('organizationSwitcher.filterLabel')}
          placeholder={t('organizationSwitcher.filterPlaceholder')}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={navigation.onNavigationKey}
        />
      ) : null}
      {switchTo.error ? (
        <Alert tone="danger">
          {t('organizationSwitcher.switchFailedMessage', { reason: errorMessage(switchTo.error) })}
        </Alert>
      ) : null}
      {entries.length > 0 ? (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={hasFilter ? -1 : 0}
          aria-label={t('organizationSwitcher.listLabel')}
          aria-activedescendant={hasFilter ? undefined : activeDescendant}
          aria-busy={switchTo.isPending || undefined}
          data-slot="orgkit-organization-switcher-list"
          onKeyDown={navigation.onNavigationKey}
          onClick={onOptionClick}
        >
          <OrganizationSwitcherOptions
            entries={entries}
            optionId={optionId}
            activeId={activeId}
            highlighted={navigation.highlighted}
            pendingTarget={pendingTarget}
            roles={props.showRoles ? source.roles : 'none'}
            onHighlight={navigation.highlight}
          />
        </div>
      ) : null}
      {source.capped ? (
        <p data-slot="orgkit-organization-switcher-note">
          {t('organizationSwitcher.listCappedNote', { count: organizations.length })}
        </p>
      ) : null}
      {/* Progress of a switch, or why there is no list (announced as the filter empties it). */}
      <p role="status" data-slot="orgkit-organization-switcher-status">
        {statusText()}
      </p>
      {children}
    </div>
  )
}
