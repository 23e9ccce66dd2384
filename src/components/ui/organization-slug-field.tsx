import { useFormContext } from 'react-hook-form'
import { organizationProfileFieldsMessagesEn } from '../../messages/en/organization-profile-fields'
import { Field } from './field'
import type { OrganizationProfileFields, OrganizationProfileFieldsMessageKey } from './organization-fields-schema'
import type { SlugAvailability, SlugStatus } from './slug-availability'
import { useLocalizedMessages } from '../../hooks/use-localized-messages'
import { useOrganizationProfileErrorText } from './use-organization-profile-error-text'

/** The line under the slug for each status the server's check can have (`idle` says nothing). */
const SLUG_STATUS_MESSAGE_KEY = {
  checking: 'organizationProfileFields.slugCheckingStatus',
  available: 'organizationProfileFields.slugAvailableStatus',
  taken: 'organizationProfileFields.slugTakenStatus',
  current: 'organizationProfileFields.slugCurrentStatus',
  failed: 'organizationProfileFields.slugCheckFailedStatus',
} as const satisfies Record<Exclude<SlugStatus, 'idle'>, OrganizationProfileFieldsMessageKey>

/** Props of {@link OrganizationSlugField}. */
interface OrganizationSlugFieldProps {
  /** The input's id; its description, status and error take it as a prefix. */
  id: string
  availability: SlugAvailability
  /** Called when the user types a slug. */
  onSlugInput: ((value: string) => void) | undefined
}

/** The event react-hook-form hands a field's `onChange`. */
interface InputEvent {
  target: { value: string }
}

/**
 * The slug input, what a slug is for, and what the server said about the one typed, in a polite live region.
 * A field error about the slug (such as the server's "taken" on saving) wins over that line.
 */
export function OrganizationSlugField({ id, availability, onSlugInput }: OrganizationSlugFieldProps) {
  const { t } = useLocalizedMessages(organizationProfileFieldsMessagesEn)
  const errorText = useOrganizationProfileErrorText()
  const { register, formState } = useFormContext<OrganizationProfileFields>()
  const slugError = errorText(formState.errors.slug?.message)
  const { status, slug } = availability
  const statusText = status === 'idle' || slugError ? '' : t(SLUG_STATUS_MESSAGE_KEY[status], { slug })
  const descriptionId = `${id}-description`
  const statusId = `${id}-status`
  const errorId = `${id}-error`

  return (
    <Field id={id} label={t('organizationProfileFields.slugLabel')} error={slugError}>
      <input
        data-slot="orgkit-input"
        id={id}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        aria-invalid={slugError || status === 'taken' ? true : undefined}
        aria-describedby={`${descriptionId} ${slugError ? errorId : statusId}`}
        {...register('slug', { onChange: (event: InputEvent) => onSlugInput?.(event.target.value) })}
      />
      <p id={descriptionId} data-slot="orgkit-description">
        {t('organizationProfileFields.slugDescription')}
      </p>
      <p
        id={statusId}
        data-slot="orgkit-slug-status"
        data-status={status === 'idle' ? undefined : status}
        aria-live="polite"
      >
        {statusText}
      </p>
    </Field>
  )
}
