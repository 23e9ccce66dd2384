import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { OrganizationPluginConfig, OrganizationPluginConfigPatch } from '../../../core/plugin-config'
import { isOrgKitError } from '../../../core/org-kit-error'
import { useForbiddenActions } from '../../../components/can/forbidden-actions-context'
import type { ForbiddenActions } from '../../../components/can/forbidden-actions-context'
import { Alert } from '../../../components/ui/alert'
import { useAnnounce } from '../../../components/announcer/use-announce'
import { Button } from '../../../components/ui/button'
import { ManagementErrorAlert } from '../management-error-alert'
import { useManagementMessages } from '../use-management-messages'
import { useUpdatePluginConfig } from '../use-update-plugin-config'
import { CreatorRoleField } from './creator-role-field'
import { DisablePluginDialog } from './disable-plugin-dialog'
import { LimitField } from './limit-field'
import { changedPluginFields, PLUGIN_SETTING_FIELDS, pluginSettingsSchema } from './plugin-settings-schema'
import { ToggleField } from './toggle-field'

// `resetOptions` (keep what the user typed when a new read arrives) apply to every reset unless overridden;
// after a save and on "discard", the form must take the given values as they are.
const EXPLICIT_RESET = { keepDirtyValues: false } as const

/** Props of {@link PluginSettingsForm}. */
interface PluginSettingsFormProps {
  projectId: string
  branchId: string
  /** The configuration as last read or saved. */
  config: OrganizationPluginConfig
  onSaved?: ((config: OrganizationPluginConfig) => void) | undefined
  /** When set, the settings are shown disabled, with this reason (`true`: the kit's), and nothing can be saved. */
  readOnlyReason?: ReactNode
  /** With `readOnlyReason`: no save button, or one disabled and described by the reason. */
  forbiddenActions?: ForbiddenActions | undefined
}

/**
 * The five settings, validated before any request; only the changed fields are sent. A save that turns the
 * plugin off waits for a confirmation; a save that went through is announced. The input is kept when a save fails. A configuration read anew
 * while the user edits (another admin's change) updates the untouched fields only.
 */
export function PluginSettingsForm(props: PluginSettingsFormProps) {
  const { projectId, branchId, config, onSaved, readOnlyReason } = props
  const { t } = useManagementMessages()
  const explain = useForbiddenActions(props.forbiddenActions) === 'explain'
  const id = useId()
  const update = useUpdatePluginConfig(projectId, branchId)
  const announce = useAnnounce()
  const form = useForm({
    resolver: zodResolver(pluginSettingsSchema),
    defaultValues: config,
    values: config,
    resetOptions: { keepDirtyValues: true },
  })
  const [confirming, setConfirming] = useState<OrganizationPluginConfigPatch | null>(null)
  const { isDirty } = form.formState
  // `reason && '…'` gives false or '' when there is none: that is not a reason.
  const readOnly =
    readOnlyReason !== undefined && readOnlyReason !== null && readOnlyReason !== false && readOnlyReason !== ''
  const readOnlyId = `${id}-read-only`

  const save = (patch: OrganizationPluginConfigPatch) => {
    update.mutate(patch, {
      onSuccess: (saved) => {
        form.reset(saved, EXPLICIT_RESET)
        announce({ tone: 'success', message: t('organizationPluginSettings.savedAnnouncement') })
        onSaved?.(saved)
      },
      onError: (error) => {
        // The client refuses a bad field before sending; put it on the field (the schema should have caught it).
        const field = isOrgKitError(error) ? error.field : undefined
        const known = PLUGIN_SETTING_FIELDS.find((name) => name === field)
        if (known)
          form.setError(known, { type: 'server', message: 'managementError.valuesRefused' }, { shouldFocus: true })
      },
    })
  }

  const onSubmit = form.handleSubmit((values) => {
    const patch = changedPluginFields(config, values)
    if (Object.keys(patch).length === 0) return
    if (patch.enabled === false) setConfirming(patch)
    else save(patch)
  })

  return (
    <FormProvider {...form}>
      <form data-slot="orgkit-plugin-settings-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {readOnly ? (
          <Alert>
            <p id={readOnlyId} data-slot="orgkit-plugin-settings-read-only">
              {t('organizationPluginSettings.readOnlyNotice')}{' '}
              {readOnlyReason === true ? t('organizationPluginSettings.notAllowedReason') : readOnlyReason}
            </p>
          </Alert>
        ) : null}
        <fieldset
          data-slot="orgkit-plugin-settings-fields"
          disabled={readOnly || update.isPending}
          aria-describedby={readOnly ? readOnlyId : undefined}
        >
          <ToggleField
            id={`${id}-enabled`}
            name="enabled"
            label={t('organizationPluginSettings.enabledLabel')}
            description={t('organizationPluginSettings.enabledDescription')}
          />
          <LimitField
            id={`${id}-organization-limit`}
            name="organization_limit"
            label={t('organizationPluginSettings.organizationLimitLabel')}
            description={t('organizationPluginSettings.organizationLimitDescription')}
          />
          <LimitField
            id={`${id}-membership-limit`}
            name="membership_limit"
            label={t('organizationPluginSettings.membershipLimitLabel')}
            description={t('organizationPluginSettings.membershipLimitDescription')}
          />
          <CreatorRoleField id={`${id}-creator-role`} />
          <ToggleField
            id={`${id}-send-invitation-email`}
            name="send_invitation_email"
            label={t('organizationPluginSettings.sendInvitationEmailLabel')}
            description={t('organizationPluginSettings.sendInvitationEmailDescription')}
          />
        </fieldset>
        {update.isError ? (
          <ManagementErrorAlert error={update.error} lead={t('organizationPluginSettings.saveFailedMessage')} />
        ) : null}
        {readOnly && explain ? (
          <div data-slot="orgkit-form-footer">
            {/* Refused, not hidden: focusable, described by the reason; a plain button, so pressing it sends nothing. */}
            <Button variant="primary" aria-disabled aria-describedby={readOnlyId}>
              {t('organizationPluginSettings.saveButton')}
            </Button>
          </div>
        ) : null}
        {readOnly ? null : (
          <div data-slot="orgkit-form-footer">
            <Button disabled={!isDirty || update.isPending} onClick={() => form.reset(config, EXPLICIT_RESET)}>
              {t('organizationPluginSettings.discardChangesButton')}
            </Button>
            <Button
              type="submit"
              variant="primary"
              disabled={!isDirty || update.isPending}
              aria-busy={update.isPending || undefined}
            >
              {update.isPending
                ? t('organizationPluginSettings.savingButton')
                : t('organizationPluginSettings.saveButton')}
            </Button>
          </div>
        )}
      </form>
      <DisablePluginDialog
        open={confirming !== null}
        onCancel={() => {
          setConfirming(null)
          form.resetField('enabled')
        }}
        onConfirm={() => {
          const patch = confirming
          setConfirming(null)
          if (patch) save(patch)
        }}
      />
    </FormProvider>
  )
}
