import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import type { Organization } from '../../core/domain'
import { fold } from '../../core/slug'
import { useActiveMemberRole } from '../../hooks/use-active-member-role'
import type { useSetActiveOrganization } from '../../hooks/use-set-active-organization'
import { useMessages } from '../../hooks/use-messages'
import { Alert } from '../ui/alert'
import { Avatar } from '../ui/avatar'
import type { OrganizationSwitcherProps } from './organization-switcher'
import { useRedirect } from '../ui/use-redirect'
import { useRoleText } from '../ui/role-text'

/** An icon glyph (chevron, check, plus), hidden from assistive technology. */
export const icon = (glyph: string, slot?: string) => (
  <span data-slot={slot} aria-hidden="true">
    {glyph}
  </span>
)

/** The user's role(s) in one organization, read when the option is shown (one cached call per organization). */
function OptionRole({ organizationId }: { organizationId: string }) {
  const { t } = useMessages()
  const roleText = useRoleText()
  const { data, isPending } = useActiveMemberRole({ organizationId })
  return (
    <span data-slot="orgkit-organization-switcher-role">
      {isPending ? t('common.loading') : data && roleText.labels(data.role)}
    </span>
  )
}

/** Props of the switcher's popover. */
interface OrganizationSwitcherListProps {
  id: string
  /** The switcher's own props (`allowNone`, `showRoles`, `filterThreshold`, `onSwitched`). */
  options: OrganizationSwitcherProps
  organizations: readonly Organization[]
  activeId: string | null
  /** The switch transaction: its progress and its last error are shown here. */
  switchTo: ReturnType<typeof useSetActiveOrganization>
  /** Close and give the focus back to the trigger (Escape, after a switch). */
  close: () => void
  /** The "create organization" entry, or nothing. */
  children: ReactNode
}

/** An entry of the list: an organization, or "No organization" (`id: null`). */
interface Entry {
  id: string | null
  name: string
  logo?: string | null | undefined
}

/**
 * A non-modal popover: a filter box when the list is long, the listbox of organizations (focus stays on the
 * listbox or the filter box; the highlighted option is `aria-activedescendant`), status and the create entry.
 */
export function OrganizationSwitcherList({
  id,
  options,
  organizations,
  activeId,
  switchTo,
  close,
  children,
}: OrganizationSwitcherListProps) {
  const { t, errorMessage } = useMessages()
  const redirect = useRedirect()
  const listId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const hasFilter = organizations.length > (options.filterThreshold ?? 7)
  const q = fold(query.trim())
  const none: Entry = { id: null, name: t('switcher.none') }
  const entries: Entry[] = [
    ...(options.allowNone && !q ? [none] : []),
    ...organizations.filter((o) => fold(o.name).includes(q) || o.slug.includes(q)),
  ]
  // Where a running switch goes (`null`: to none); `undefined` when none runs.
  const pendingTarget = switchTo.isPending ? (switchTo.variables.organizationId ?? null) : undefined
  const select = ({ id: organizationId }: Entry) => {
    if (switchTo.isPending) return
    if (organizationId === activeId) {
      close()
      return
    }
    switchTo.mutate(
      { organizationId },
      {
        onSuccess: (organization) => {
          close()
          options.onSwitched?.(organization)
          redirect(options.afterSwitchUrl, organization)
        },
      },
    )
  }
  const last = entries.length - 1
  const clamp = (index: number) => Math.min(Math.max(index, 0), last)
  const [cursor, setHighlighted] = useState(() => entries.findIndex((e) => e.id === activeId))
  // The list shrinks while filtering: the highlight stays on an option that exists (-1: none).
  const highlighted = clamp(cursor)
  // Typeahead: the letters typed so far and when the last one was (the event's time stamp).
  const typed = useRef({ text: '', at: Number.NEGATIVE_INFINITY })
  const optionId = (index: number) => `${listId}-${index}`

  // The focus stays on the listbox or the filter box; the highlighted option is `aria-activedescendant`.
  // Arrows, PageUp/PageDown, Home/End (in the filter box only while it is empty, else they move its caret),
  // Enter; in the listbox also Space and typeahead (letters typed in a row extend one search).
  const onNavigationKey = (event: KeyboardEvent) => {
    const { key } = event
    const now = event.timeStamp
    const typing = now - typed.current.at < 700
    const caret = hasFilter && query // Home/End move the filter box's caret
    let to = (
      {
        ArrowDown: highlighted + 1,
        ArrowUp: highlighted - 1,
        PageUp: 0,
        PageDown: last,
        Home: caret ? undefined : 0,
        End: caret ? undefined : last,
      } as Record<string, number | undefined>
    )[key]
    if (key === 'Enter' || (key === ' ' && !hasFilter && !typing)) {
      const entry = entries[highlighted]
      if (entry) select(entry)
    } else if (to === undefined) {
      if (hasFilter || key.length > 1 || event.ctrlKey || event.metaKey || event.altKey) return
      const text = (typing ? typed.current.text : '') + fold(key)
      typed.current = { text, at: now }
      // A first letter looks from the next option on (pressed again, it cycles); more letters refine in place.
      for (let i = 0; i <= last && to === undefined; i++) {
        const at = (highlighted + (text.length === 1 ? 1 : 0) + i) % (last + 1)
        const entry = entries[at]
        if (entry && fold(entry.name).startsWith(text)) to = at
      }
    }
    event.preventDefault()
    if (to !== undefined) setHighlighted(clamp(to))
  }
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
    if (entry) select(entry)
  }
  // The filter box or the listbox takes the focus; with neither (no organizations) the popover itself, so
  // Escape and Tab work from there.
  useEffect(() => {
    const popover = ref.current
    if (!popover) return
    const target = popover.querySelector<HTMLElement>('input, [role="listbox"]') ?? popover
    target.focus()
  }, [])
  const descendant = highlighted < 0 ? undefined : optionId(highlighted)
  const pendingName =
    pendingTarget === undefined ? '' : (organizations.find((o) => o.id === pendingTarget) ?? none).name

  return (
    // A dialog closes on Escape (WAI-ARIA dialog pattern); the list's own keys are on the listbox and filter box.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape on role="dialog" (allowed by jsx-a11y's recommended config, not by strict)
    <div
      ref={ref}
      id={id}
      role="dialog"
      tabIndex={-1}
      aria-label={t('switcher.popover')}
      data-slot="orgkit-organization-switcher-content"
      onKeyDown={onEscape}
    >
      {hasFilter ? (
        <input
          type="search"
          role="combobox"
          data-slot="orgkit-input"
          aria-label={t('switcher.filter')}
          placeholder={t('switcher.filter')}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={descendant}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onNavigationKey}
        />
      ) : null}
      {switchTo.error ? (
        <Alert tone="danger">{t('switcher.failed', { reason: errorMessage(switchTo.error) })}</Alert>
      ) : null}
      {entries.length ? (
        <div
          id={listId}
          role="listbox"
          tabIndex={hasFilter ? -1 : 0}
          aria-label={t('switcher.list')}
          aria-activedescendant={hasFilter ? undefined : descendant}
          aria-busy={switchTo.isPending || undefined}
          data-slot="orgkit-organization-switcher-list"
          onKeyDown={onNavigationKey}
          onClick={onOptionClick}
        >
          {entries.map((entry, index) => (
            <div
              key={entry.id ?? ''}
              id={optionId(index)}
              role="option"
              aria-selected={entry.id === activeId}
              data-slot="orgkit-organization-switcher-option"
              data-highlighted={index === highlighted ? '' : undefined}
              onPointerMove={() => setHighlighted(index)}
            >
              <Avatar name={entry.id ? entry.name : ''} src={entry.logo} />
              <span data-slot="orgkit-organization-switcher-option-text">
                <span data-slot="orgkit-organization-switcher-option-name">{entry.name}</span>
                {entry.id && (options.showRoles ?? true) ? <OptionRole organizationId={entry.id} /> : null}
              </span>
              {entry.id === pendingTarget ? (
                <span data-slot="orgkit-spinner" aria-hidden="true" />
              ) : entry.id === activeId ? (
                icon('✓', 'orgkit-organization-switcher-check')
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
      {/* Progress of a switch, or why there is no list (announced as the filter empties it). */}
      <p role="status" data-slot="orgkit-organization-switcher-status">
        {pendingName
          ? t('switcher.pending', { name: pendingName })
          : entries.length
            ? ''
            : organizations.length
              ? t('switcher.noMatch', { query: query.trim() })
              : t('switcher.empty')}
      </p>
      {children}
    </div>
  )
}
