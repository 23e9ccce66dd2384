import { useFormContext } from 'react-hook-form'
import { CREATOR_ROLES } from '../../../core/plugin-config'
import type { CreatorRole } from '../../../core/plugin-config'
import type { ManagementMessageKey } from '../use-management-messages'
import { useManagementMessages } from '../use-management-messages'
import type { PluginSettingsValues } from './plugin-settings-schema'

const LABELS: Record<CreatorRole, { label: ManagementMessageKey; description: ManagementMessageKey }> = {
  owner: {
    label: 'organizationPluginSettings.creatorRoleOwnerLabel',
    description: 'organizationPluginSettings.creatorRoleOwnerDescription',
  },
  admin: {
    label: 'organizationPluginSettings.creatorRoleAdminLabel',
    description: 'organizationPluginSettings.creatorRoleAdminDescription',
  },
}

/** `creator_role` as a native radio group, each role described by what its holder can and cannot do. */
export function CreatorRoleField({ id }: { id: string }) {
  const { t } = useManagementMessages()
  const { register } = useFormContext<PluginSettingsValues>()
  return (
    <fieldset data-slot="orgkit-radio-group">
      <legend data-slot="orgkit-label">{t('organizationPluginSettings.creatorRoleLegend')}</legend>
      {CREATOR_ROLES.map((role) => {
        const optionId = `${id}-${role}`
        return (
          <div key={role} data-slot="orgkit-radio-option">
            <input
              type="radio"
              id={optionId}
              value={role}
              aria-describedby={`${optionId}-description`}
              {...register('creator_role')}
            />
            <label htmlFor={optionId}>{t(LABELS[role].label)}</label>
            <p id={`${optionId}-description`} data-slot="orgkit-description">
              {t(LABELS[role].description)}
            </p>
          </div>
        )
      })}
    </fieldset>
  )
}
