import { errorMessagesEn } from '../../messages/en/errors'
import { Badge } from './badge'
import { useFormattedDate } from './format-date'
import { useRoleText } from './role-text'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'

/**
 * One neutral badge per role, each with the `data-slot` given (so each table styles its own). An app's own
 * or an unknown role shows its label override or its name.
 */
export function RoleBadges({ roles, slot }: { roles: readonly string[]; slot: string }) {
  const { label } = useRoleText()
  return roles.map((role) => (
    <Badge key={role} slot={slot}>
      {label(role)}
    </Badge>
  ))
}

/** A date cell's content: a `<time>` with the machine-readable date, shown as the locale writes it. */
export function TableDate({ date, locale }: { date: Date; locale: string | undefined }) {
  return <time dateTime={date.toISOString()}>{useFormattedDate(date, locale)}</time>
}

/** A row's last failed write, announced assertively; nothing without one. */
export function RowError({ slot, error }: { slot: string; error: unknown }) {
  const { errorMessage } = useLocalizedMessages(errorMessagesEn)
  return error ? (
    <p data-slot={slot} role="alert">
      {errorMessage(error)}
    </p>
  ) : null
}
