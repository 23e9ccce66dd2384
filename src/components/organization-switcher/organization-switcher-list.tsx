import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import type { Organization } from '../../core/domain'
import { organizationSwitcherPopoverMessagesEn } from '../../messages/en/organization-switcher-popover'
import { Alert } from '../ui/alert'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { OrganizationSwitcherOption } from './organization-switcher-option'
import { switcherEntries } from './switcher-entries'
import type { SwitcherEntry } from './switcher-entries'
import { useListboxNavigation } from './use-listbox-navigation'
import type { SetActiveOrganizationMutation } from './use-switch-organization'

/** Props of {@link OrganizationSwitcherList}. */
export interface OrganizationSwitcherListProps {
  id: string
  organizations: readonly Organization[]
  activeId: string | null
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
  const { id, organizations, activeId, switchTo, close, children } = props
  const { t, errorMessage } = useLocalizedMessages(organizationSwitcherPopoverMessagesEn)
  const listId = useId()
  const popoverRef = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const hasFilter = organizations.length > props.filterThreshold
  const noOrganization: SwitcherEntry = { id: null, name: t('organizationSwitcher.noOrganizationOption') }
  const entries = switcherEntries({
    organizations,
    query,
    noOrganization: props.allowNone ? noOrganization : undefined,
  })
  const selectEntry = (entry: SwitcherEntry) => props.onSelect(entry.id)
  const navigation = useListboxNavigation({ entries, activeId, hasFilter, query, onSelect: selectEntry })
  const optionId = (index: number) => `${listId}-${index}`
  const activeDescendant = navigation.highlighted < 0 ? undefined : optionId(navigation.highlighted)
  // Where a running switch goes (`null`: to none); `undefined` when none runs.
  const pendingTarget = switchTo.isPending ? (switchTo.variables.organizationId ?? null) : undefined

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

  const statusText = () => {
    if (pendingTarget !== undefined) {
      const target = organizations.find((organization) => organization.id === pendingTarget) ?? noOrganization
      return t('organizationSwitcher.switchingStatus', { name: target.name })
    }
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
          {entries.map((entry, index) => (
            <OrganizationSwitcherOption
              key={entry.id ?? ''}
              id={optionId(index)}
              entry={entry}
              selected={entry.id === activeId}
              highlighted={index === navigation.highlighted}
              pending={entry.id === pendingTarget}
              showRole={props.showRoles}
              onPointerMove={() => navigation.highlight(index)}
            />
          ))}
        </div>
      ) : null}
      {/* Progress of a switch, or why there is no list (announced as the filter empties it). */}
      <p role="status" data-slot="orgkit-organization-switcher-status">
        {statusText()}
      </p>
      {children}
    </div>
  )
}
