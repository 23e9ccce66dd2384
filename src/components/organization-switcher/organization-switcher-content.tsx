import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import type { Organization } from '../../core/domain'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { fold, useListboxNavigation } from '../ui/use-listbox-navigation'
import { OrganizationSwitcherOption } from './organization-switcher-option'

/** Props of the switcher's popover. */
interface OrganizationSwitcherContentProps {
  id: string
  organizations: readonly Organization[]
  activeId: string | null
  allowNone: boolean
  showRoles: boolean
  filterThreshold: number
  /** Where a running switch goes (`null`: to none); `undefined` when none runs. */
  pendingTarget: string | null | undefined
  /** The last switch's error, shown above the list. */
  switchError: unknown
  onSelect: (organizationId: string | null) => void
  /** Escape: close and give the focus back to the trigger. */
  onClose: () => void
  /** The "create organization" entry, or nothing. */
  footer: ReactNode
}

/**
 * A non-modal popover: a filter box when the list is long, the listbox of organizations (focus stays on the
 * listbox or the filter box; the highlighted option is `aria-activedescendant`), status and the footer.
 */
export function OrganizationSwitcherContent(props: OrganizationSwitcherContentProps) {
  const { id, organizations, activeId, allowNone, showRoles, filterThreshold, pendingTarget, switchError, onSelect, onClose, footer } = props
  const { t, errorMessage } = useMessages()
  const listId = useId()
  const [query, setQuery] = useState('')
  const hasFilter = organizations.length > filterThreshold
  const entries = useMemo(() => {
    const q = fold(query.trim())
    const matching = q === '' ? organizations : organizations.filter((o) => fold(o.name).includes(q) || o.slug.includes(q))
    return [...(allowNone && q === '' ? [null] : []), ...matching]
  }, [organizations, query, allowNone])
  const labels = useMemo(() => entries.map((o) => o?.name ?? t('switcher.noneLabel')), [entries, t])
  const activeIndex = Math.max(0, entries.findIndex((o) => (o?.id ?? null) === activeId))
  const nav = useListboxNavigation({
    labels,
    initialIndex: activeIndex,
    onSelect: (index) => onSelect(entries[index]?.id ?? null),
    typeahead: !hasFilter,
    homeEnd: !hasFilter || query === '',
  })
  const focusTarget = useRef<HTMLInputElement & HTMLUListElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  // The filter box or the listbox takes the focus; with neither (no organizations) the popover itself, so
  // Escape and Tab work from there.
  useEffect(() => (focusTarget.current ?? contentRef.current)?.focus(), [])

  const optionId = (index: number) => `${listId}-option-${index}`
  const activeDescendant = nav.highlighted >= 0 && nav.highlighted < entries.length ? optionId(nav.highlighted) : undefined
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose()
      return
    }
    nav.onKeyDown(event)
  }
  const pendingEntry = pendingTarget === undefined ? undefined : (organizations.find((o) => o.id === pendingTarget) ?? null)

  return (
    <div
      ref={contentRef}
      id={id}
      role="dialog"
      tabIndex={-1}
      aria-label={t('switcher.popoverLabel')}
      data-slot="orgkit-organization-switcher-content"
      data-state="open"
      onKeyDown={onKeyDown}
    >
      {hasFilter ? (
        <input
          ref={focusTarget}
          type="search"
          role="combobox"
          data-slot="orgkit-organization-switcher-filter"
          aria-label={t('switcher.filterLabel')}
          placeholder={t('switcher.filterPlaceholder')}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      ) : null}
      {switchError ? <Alert tone="danger">{t('switcher.switchError', { reason: errorMessage(switchError) })}</Alert> : null}
      {organizations.length === 0 ? <p data-slot="orgkit-organization-switcher-empty">{t('switcher.empty')}</p> : null}
      {entries.length === 0 && query !== '' ? (
        <p data-slot="orgkit-organization-switcher-empty">{t('switcher.noMatches', { query: query.trim() })}</p>
      ) : null}
      {entries.length > 0 ? (
        <ul
          ref={hasFilter ? undefined : focusTarget}
          id={listId}
          role="listbox"
          tabIndex={hasFilter ? -1 : 0}
          aria-label={t('switcher.listLabel')}
          aria-activedescendant={hasFilter ? undefined : activeDescendant}
          aria-busy={pendingTarget !== undefined || undefined}
          data-slot="orgkit-organization-switcher-list"
        >
          {entries.map((organization, index) => (
            <OrganizationSwitcherOption
              key={organization?.id ?? 'none'}
              id={optionId(index)}
              organization={organization}
              active={(organization?.id ?? null) === activeId}
              highlighted={index === nav.highlighted}
              pending={pendingTarget !== undefined && (organization?.id ?? null) === pendingTarget}
              showRole={showRoles}
              onSelect={() => onSelect(organization?.id ?? null)}
              onHighlight={() => nav.setHighlighted(index)}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" data-slot="orgkit-organization-switcher-status">
        {pendingEntry === undefined ? '' : pendingEntry ? t('switcher.switching', { name: pendingEntry.name }) : t('switcher.switchingNone')}
      </p>
      {footer}
    </div>
  )
}
