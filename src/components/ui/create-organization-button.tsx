import { useId } from 'react'
import type { ReactNode } from 'react'
import { useListOrganizations } from '../../hooks/use-list-organizations'
import { useMessages } from '../../hooks/use-messages'
import { useOrgKit } from '../../query/use-org-kit'
import { Button } from './button'
import type { ButtonProps } from './button'

/** Memberships held (created plus joined) against `organization_limit`; `reached`: creating would be refused. */
export function useOrganizationLimit() {
  const { config } = useOrgKit()
  const { data, isPending } = useListOrganizations()
  const count = data?.length ?? 0
  return { count, reached: count >= config.organization_limit, isPending }
}

/** Props of {@link CreateOrganizationButton}. */
interface CreateOrganizationButtonProps {
  /** `data-slot` of the wrapper (button and reason). */
  slot: string
  variant: ButtonProps['variant']
  onCreate: () => void
  /** An icon before the label. */
  children?: ReactNode
}

/**
 * "Create organization" (the switcher's entry, the dialog's trigger): disabled while memberships load and,
 * with its reason, once the user holds `organization_limit` of them.
 */
export function CreateOrganizationButton({ slot, variant, onCreate, children }: CreateOrganizationButtonProps) {
  const { t } = useMessages()
  const { count, reached, isPending } = useOrganizationLimit()
  const reasonId = useId()
  const off = reached || isPending
  return (
    <div data-slot={slot}>
      <Button
        variant={variant}
        aria-haspopup="dialog"
        aria-disabled={off || undefined}
        aria-describedby={reached ? reasonId : undefined}
        onClick={() => {
          if (!off) onCreate()
        }}
      >
        {children}
        {t('switcher.create')}
      </Button>
      {reached ? (
        <p id={reasonId} data-slot="orgkit-disabled-reason">
          {t('switcher.limit', { count })}
        </p>
      ) : null}
    </div>
  )
}
