import type { Organization } from '../../core/domain'
import { useMessages } from '../../hooks/use-messages'
import { Avatar } from '../ui/avatar'

/** The profile of an organization, read-only, for members who may not change it. */
export function OrganizationProfileView({ organization }: { organization: Organization }) {
  const { t } = useMessages()
  const metadata = Object.entries(organization.metadata)
  return (
    <div data-slot="orgkit-organization-profile-view">
      <p data-slot="orgkit-description">{t('settings.profileReadOnly')}</p>
      <dl data-slot="orgkit-definition-list">
        <dt>{t('orgForm.name')}</dt>
        <dd>
          <Avatar name={organization.name} src={organization.logo} /> {organization.name}
        </dd>
        <dt>{t('orgForm.slug')}</dt>
        <dd>
          <code>{organization.slug}</code>
        </dd>
        <dt>{t('orgForm.logo')}</dt>
        <dd>{organization.logo ?? t('settings.noLogo')}</dd>
        <dt>{t('orgForm.metadata')}</dt>
        <dd>
          {metadata.length === 0 ? (
            t('orgForm.metadataEmpty')
          ) : (
            <ul data-slot="orgkit-metadata-list">
              {metadata.map(([key, value]) => (
                <li key={key}>
                  <code>{key}</code>: {typeof value === 'string' ? value : JSON.stringify(value)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  )
}
