import { useFormContext } from 'react-hook-form'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Field } from './field'
import type { OrganizationProfileFields } from './organization-fields-schema'
import type { SlugAvailability } from './use-slug-availability'

const STATUS_KEY = {
  checking: 'orgForm.slugChecking',
  available: 'orgForm.slugAvailable',
  taken: 'orgForm.slugTaken',
  current: 'orgForm.slugCurrent',
  failed: 'orgForm.slugCheckFailed',
} as const

/** Props of {@link SlugField}. */
export interface SlugFieldProps {
  /** The input's id; description, status and error ids derive from it. */
  id: string
  /** What the server said about the slug typed; announced politely as it changes. */
  availability: SlugAvailability
  /** Called when the user types in the field (the create form stops deriving the slug from the name). */
  onUserInput?: ((value: string) => void) | undefined
}

/** The slug field with its availability, announced in a polite live region. */
export function SlugField({ id, availability, onUserInput }: SlugFieldProps) {
  const { t } = useMessages()
  const { register, formState } = useFormContext<OrganizationProfileFields>()
  const error = formState.errors.slug?.message
  const { status, slug } = availability
  // A field error about the slug (e.g. the server's "taken") wins over the availability line.
  const statusText = status === 'idle' || error ? '' : t(STATUS_KEY[status], { slug })
  const statusId = `${id}-status`
  const describedBy = [`${id}-description`, statusText ? statusId : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <Field id={id} label={t('orgForm.slug')} error={error ? t(error as MessageKey) : undefined}>
      <input
        data-slot="orgkit-input"
        id={id}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        aria-invalid={error || status === 'taken' ? true : undefined}
        aria-describedby={describedBy}
        {...register('slug', { onChange: (event: { target: { value: string } }) => onUserInput?.(event.target.value) })}
      />
      <p id={`${id}-description`} data-slot="orgkit-description">
        {t('orgForm.slugDescription')}
      </p>
      <p id={statusId} data-slot="orgkit-slug-status" data-status={status === 'idle' ? undefined : status} aria-live="polite">
        {statusText}
      </p>
    </Field>
  )
}
