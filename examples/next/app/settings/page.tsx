import { OrganizationSettings } from 'orgkit'
import { requireSession } from '../../lib/backend'

/** The active organization's profile, leaving it, and deleting it (owners). Rendered in the browser. */
export default async function SettingsPage() {
  await requireSession('/settings')
  return (
    <>
      <h1>Settings</h1>
      <OrganizationSettings afterLeaveUrl="/" afterDeleteUrl="/" />
    </>
  )
}
