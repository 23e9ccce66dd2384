import { useNavigate } from 'react-router-dom'
import { OrganizationSettings } from '../../src/index'

/** Profile and danger zone of the active organization, as the viewer's role allows. */
export function SettingsPage() {
  const navigate = useNavigate()
  return (
    <>
      <h1>Settings</h1>
      <OrganizationSettings
        onLeft={() => void navigate('/', { state: { focusHeading: true } })}
        onDeleted={() => void navigate('/', { state: { focusHeading: true } })}
      />
    </>
  )
}
