import { useId } from 'react'
import { useMessages } from '../../hooks/use-messages'
import type { OrganizationLimit } from '../ui/use-organization-limit'

/** The "Create organization" entry under the list; disabled, with its reason, at `organization_limit`. */
export function OrganizationSwitcherCreate({ limit, onCreate }: { limit: OrganizationLimit; onCreate: () => void }) {
  const { t } = useMessages()
  const reasonId = useId()
  return (
    <div data-slot="orgkit-organization-switcher-footer">
      <button
        type="button"
        data-slot="orgkit-organization-switcher-create"
        aria-haspopup="dialog"
        aria-disabled={limit.reached || undefined}
        aria-describedby={limit.reached ? reasonId : undefined}
        onClick={() => {
          if (!limit.reached) onCreate()
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M8 3.5v9M3.5 8h9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        {t('switcher.create')}
      </button>
      {limit.reached ? (
        <p id={reasonId} data-slot="orgkit-disabled-reason">
          {t('switcher.limitReached', { count: limit.count })}
        </p>
      ) : null}
    </div>
  )
}
