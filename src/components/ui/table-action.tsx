import { errorCodeMessageKey } from '../../messages/message-formatter'
import type { RuleResult } from '../../core/role-rules'
import { errorMessagesEn } from '../../messages/en/errors'
import { Button } from './button'
import type { ButtonProps } from './button'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/** Props of {@link TableAction}: a button's props, with the rule and the row's pending state. */
export interface TableActionProps extends Omit<ButtonProps, 'onClick'> {
  /** The rule's answer; refused: `aria-disabled`, with the reason as the button's description. */
  rule?: RuleResult | undefined
  /** A write on the row is in flight: `aria-disabled` (not `disabled`, which would drop the focus). */
  pending: boolean
  onAction: () => void
}

/**
 * A row's action button (ghost by default): does nothing while refused or pending. A refused one has the
 * reason as its title: a tooltip, and its accessible description (the name being its label or text).
 */
export function TableAction({ rule, pending, onAction, variant = 'ghost', ...props }: TableActionProps) {
  // Its only words are a refusal's reason: an error sentence.
  const { t } = useLocalizedMessages(errorMessagesEn)
  const refused = rule && !rule.allowed && rule.reason
  return (
    <Button
      variant={variant}
      {...props}
      aria-disabled={!!refused || pending || undefined}
      title={refused ? t(errorCodeMessageKey(refused)) : undefined}
      onClick={() => {
        if (!refused && !pending) onAction()
      }}
    />
  )
}
