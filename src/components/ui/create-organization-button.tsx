import { useId } from 'react'
import type { ReactNode } from 'react'
import { useListOrganizations } from '../../hooks/use-list-organizations'
import { createOrganizationButtonMessagesEn } from '../../messages/en/create-organization-button'
import { useOrgKit } from '../../query/use-org-kit'
import { Button } from './button'
import type { ButtonProps } from './button'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** What {@link useOrganizationLimit} tells. */
export interface OrganizationLimit {
  /** Memberships held, created plus joined. */
  count: number
  /** The configured `organization_limit`: the most memberships a user may hold. */
  limit: number
  /** Whether the user holds `organization_limit` of them, so creating would be refused. */
  reached: boolean
  /** Whether the memberships are still loading. */
  isPending: boolean
}

/** Memberships held (created plus joined) against `organization_limit`. */
export function useOrganizationLimit(): OrganizationLimit {
  const { config } = useOrgKit()
  const { data, isPending } = useListOrganizations()
  const count = data?.length ?? 0
  const limit = config.organization_limit
  return { count, limit, reached: count >= limit, isPending }
}

/**
 * Why no organization can be created, naming the limit: at it, leave one; over it (the limit was lowered),
 * how many to leave. `undefined` while the limit is not reached.
 */
export function useOrganizationLimitReason(): string | undefined {
  const { t } = useLocalizedMessages(createOrganizationButtonMessagesEn)
  const { count, limit, reached } = useOrganizationLimit()
  if (!reached) return undefined
  if (count === limit) return t('createOrganizationButton.organizationLimitReason', { count: limit })
  return t('createOrganizationButton.organizationLimitExceededReason', {
    count: limit,
    membershipCount: count,
    leaveCount: count - limit + 1,
  })
}

/** Props of {@link CreateOrganizationButton}. */
interface CreateOrganizationButtonProps {
  /** `data-slot` of the wrapper (button and reason). */
  slot: string
  variant: ButtonProps['variant']
  onCreate: () => void
  /** Called when the button is hovered or focused, before a click: to fetch what the click will show. */
  onIntent?: (() => void) | undefined
  /** An icon before the label. */
  children?: ReactNode
}

/**
 * "Create organization" (the switcher's entry, the dialog's trigger): disabled while memberships load and,
 * with its reason (naming the limit), once the user holds `organization_limit` of them. It stays focusable (`aria-disabled`),
 * so the reason can be read.
 */
export function CreateOrganizationButton({
  slot,
  variant,
  onCreate,
  onIntent,
  children,
}: CreateOrganizationButtonProps) {
  const { t } = useLocalizedMessages(createOrganizationButtonMessagesEn)
  const { reached, isPending } = useOrganizationLimit()
  const reason = useOrganizationLimitReason()
  const reasonId = useId()
  const disabled = reached || isPending
  return (
    <div data-slot={slot}>
      <Button
        variant={variant}
        aria-haspopup="dialog"
        aria-disabled={disabled || undefined}
        aria-describedby={reached ? reasonId : undefined}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => {
          if (!disabled) onCreate()
        }}
      >
        {children}
        {t('createOrganizationButton.label')}
      </Button>
      {reached ? (
        <p id={reasonId} data-slot="orgkit-disabled-reason">
          {reason}
        </p>
      ) : null}
    </div>
  )
}
