import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { isWellFormedSlug } from '../../core/slug'
import { useCheckSlug } from '../../hooks/use-check-slug'
import { useMessages } from '../../hooks/use-messages'
import type { MessageKey } from '../../messages/catalog'
import { Avatar } from './avatar'
import { Button } from './button'
import { Field, fieldAria } from './field'
import type { OrganizationProfileFields } from './organization-fields-schema'
import { isHttpUrl } from './organization-fields-schema'

/** What is known about a slug typed in a form. */
export interface SlugAvailability {
  /**
   * `idle`: empty or malformed (the field's own validation speaks); `current`: the organization's own slug;
   * `checking`: waiting for the server; `available` / `taken`: its answer; `failed`: the check failed.
   */
  status: 'idle' | 'current' | 'checking' | 'available' | 'taken' | 'failed'
  /** The slug the status is about (trimmed). */
  slug: string
}

/** Availability of a slug as the user types: debounced, each slug its own check, stale checks aborted. */
export function useSlugAvailability(typed: string, currentSlug?: string): SlugAvailability {
  const slug = typed.trim()
  const current = slug === currentSlug
  const { data, isError } = useCheckSlug(current ? '' : slug)
  const status = !isWellFormedSlug(slug)
    ? 'idle'
    : current
      ? 'current'
      : data
        ? data.status
          ? 'available'
          : 'taken'
        : isError
          ? 'failed'
          : 'checking'
  return { status, slug }
}

/** Props of {@link OrganizationProfileFieldset}. */
export interface OrganizationProfileFieldsetProps {
  /** Prefix of the controls' ids (unique per form). */
  idPrefix: string
  /** What the server said about the slug typed; announced politely as it changes. */
  availability: SlugAvailability
  /** Called when the user types a slug (the create form stops deriving it from the name). */
  onSlugInput?: ((value: string) => void) | undefined
  /** Called when the user types a name (the create form derives the slug from it). */
  onNameInput?: ((value: string) => void) | undefined
}

interface InputEvent {
  target: { value: string }
}

/**
 * Name, slug (with its availability in a polite live region), logo URL (with a preview, shown only for an
 * http(s) address; else the initials) and metadata as key/value rows: the fields the create and settings
 * forms share. Field errors are message keys from the schema or the server.
 */
export function OrganizationProfileFieldset({
  idPrefix,
  availability,
  onSlugInput,
  onNameInput,
}: OrganizationProfileFieldsetProps) {
  const { t } = useMessages()
  const { register, control, formState } = useFormContext<OrganizationProfileFields>()
  const { fields, append, remove } = useFieldArray({ control, name: 'metadata' })
  const [logo, name] = useWatch({ control, name: ['logo', 'name'] })
  const { errors } = formState
  const message = (key: string | undefined) => key && t(key as MessageKey)
  const nameId = `${idPrefix}-name`
  const slugId = `${idPrefix}-slug`
  const logoId = `${idPrefix}-logo`
  const metadataId = `${idPrefix}-metadata`
  const nameError = message(errors.name?.message)
  const slugError = message(errors.slug?.message)
  const logoError = message(errors.logo?.message)
  const logoHelp = t('orgForm.logoOptional')
  const { status, slug } = availability
  // A field error about the slug (e.g. the server's "taken") wins over the availability line, which says
  // orgForm.checking, available, taken, current or failed.
  const slugStatus = status === 'idle' || slugError ? '' : t(`orgForm.${status}`, { slug })
  const preview = logo.trim()

  return (
    <div data-slot="orgkit-organization-fields">
      <Field id={nameId} label={t('orgForm.name')} error={nameError}>
        <input
          data-slot="orgkit-input"
          autoComplete="organization"
          {...fieldAria(nameId, { error: nameError })}
          {...register('name', { onChange: (event: InputEvent) => onNameInput?.(event.target.value) })}
        />
      </Field>
      <Field id={slugId} label={t('orgForm.slug')} error={slugError}>
        <input
          data-slot="orgkit-input"
          id={slugId}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={slugError || status === 'taken' ? true : undefined}
          aria-describedby={`${slugId}-description ${slugId}-${slugError ? 'error' : 'status'}`}
          {...register('slug', { onChange: (event: InputEvent) => onSlugInput?.(event.target.value) })}
        />
        <p id={`${slugId}-description`} data-slot="orgkit-description">
          {t('orgForm.slugDescription')}
        </p>
        <p
          id={`${slugId}-status`}
          data-slot="orgkit-slug-status"
          data-status={status === 'idle' ? undefined : status}
          aria-live="polite"
        >
          {slugStatus}
        </p>
      </Field>
      <Field id={logoId} label={t('orgForm.logo')} description={logoHelp} error={logoError}>
        <div data-slot="orgkit-logo-field">
          <Avatar name={name.trim()} src={isHttpUrl(preview) ? preview : null} />
          <input
            data-slot="orgkit-input"
            type="url"
            autoComplete="off"
            placeholder="https://"
            {...fieldAria(logoId, { description: logoHelp, error: logoError })}
            {...register('logo')}
          />
        </div>
      </Field>
      {/* Duplicate keys are refused by the schema. */}
      <fieldset data-slot="orgkit-metadata-field" aria-describedby={`${metadataId}-description`}>
        <legend data-slot="orgkit-label">{t('orgForm.metadata')}</legend>
        <p id={`${metadataId}-description`} data-slot="orgkit-description">
          {t('orgForm.metadataDescription')}
        </p>
        {fields.length ? (
          <ul data-slot="orgkit-metadata-rows">
            {fields.map((field, index) => {
              const keyError = message(errors.metadata?.[index]?.key?.message)
              const keyId = `${metadataId}-${index}`
              const n = { index: index + 1 }
              return (
                <li key={field.id} data-slot="orgkit-metadata-row">
                  <input
                    data-slot="orgkit-input"
                    aria-label={t('orgForm.metadataKeyOf', n)}
                    placeholder={t('orgForm.metadataKeyOf', n)}
                    autoComplete="off"
                    {...fieldAria(keyId, { error: keyError })}
                    {...register(`metadata.${index}.key`)}
                  />
                  <input
                    data-slot="orgkit-input"
                    aria-label={t('orgForm.metadataValueOf', n)}
                    placeholder={t('orgForm.metadataValueOf', n)}
                    autoComplete="off"
                    {...register(`metadata.${index}.value`)}
                  />
                  <Button variant="ghost" aria-label={t('orgForm.metadataRemove', n)} onClick={() => remove(index)}>
                    ×
                  </Button>
                  {keyError ? (
                    <p id={`${keyId}-error`} data-slot="orgkit-field-error" role="alert">
                      {keyError}
                    </p>
                  ) : null}
                </li>
              )
            })}
          </ul>
        ) : (
          <p data-slot="orgkit-metadata-empty">{t('orgForm.metadataEmpty')}</p>
        )}
        <Button onClick={() => append({ key: '', value: '' }, { shouldFocus: true })}>
          {t('orgForm.metadataAdd')}
        </Button>
      </fieldset>
    </div>
  )
}
