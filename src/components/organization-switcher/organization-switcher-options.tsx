import { useId } from 'react'
import type { ReactNode } from 'react'
import { organizationSwitcherPopoverMessagesEn } from '../../messages/en/organization-switcher-popover'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { OrganizationSwitcherOption } from './organization-switcher-option'
import type { OrganizationSwitcherOptionProps } from './organization-switcher-option'
import type { SwitcherEntry } from './switcher-entries'

/** Props of {@link OrganizationSwitcherOptions}. */
export interface OrganizationSwitcherOptionsProps {
  entries: readonly SwitcherEntry[]
  /** The id of the option at an index. */
  optionId: (index: number) => string
  activeId: string | null
  /** The index of the highlighted entry, `-1` for none. */
  highlighted: number
  /** Where a running switch goes (`null`: to none), `undefined` when none runs. */
  pendingTarget: string | null | undefined
  roles: OrganizationSwitcherOptionProps['roles']
  onHighlight: (index: number) => void
}

/** A labelled group of options ("Recent", "All organizations"). */
function OptionGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId}>
      <div id={labelId} role="presentation" data-slot="orgkit-organization-switcher-group-label">
        {label}
      </div>
      {children}
    </div>
  )
}

/**
 * The listbox's options, in one flat order for the keys: "No organization" when offered, then the recently used
 * organizations and all the others as two labelled groups (one plain run of options when there are no recent
 * ones, or nothing else).
 */
export function OrganizationSwitcherOptions(props: OrganizationSwitcherOptionsProps) {
  const { entries, optionId, activeId, highlighted, pendingTarget, roles, onHighlight } = props
  const { t } = useLocalizedMessages(organizationSwitcherPopoverMessagesEn)
  const options = entries.map((entry, index) => (
    <OrganizationSwitcherOption
      key={entry.id ?? ''}
      id={optionId(index)}
      index={index}
      entry={entry}
      selected={entry.id === activeId}
      highlighted={index === highlighted}
      pending={entry.id === pendingTarget}
      roles={roles}
      onHighlight={onHighlight}
    />
  ))
  const noneCount = entries[0]?.id === null ? 1 : 0
  const recentCount = entries.filter((entry) => entry.recent).length
  const othersStart = noneCount + recentCount
  if (recentCount === 0 || othersStart === entries.length) return options
  return (
    <>
      {options.slice(0, noneCount)}
      <OptionGroup label={t('organizationSwitcher.recentGroupLabel')}>
        {options.slice(noneCount, othersStart)}
      </OptionGroup>
      <OptionGroup label={t('organizationSwitcher.allGroupLabel')}>{options.slice(othersStart)}</OptionGroup>
    </>
  )
}
