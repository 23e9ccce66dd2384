import { OrganizationSettings, prefetchOrganizations } from 'orgkit'
import { getQueryClient, redirectIfSignedOut, serverTransport } from '../../lib/backend'

/** The active organization's profile, leaving it, and deleting it (owners); the layout's prefetch has its data. */
export default async function SettingsPage() {
  const queryClient = getQueryClient()
  await prefetchOrganizations(queryClient, { transport: await serverTransport() }) // the layout reads the same: once per request
  redirectIfSignedOut(queryClient, '/settings')
  return (
    <>
      <h1>Settings</h1>
      <OrganizationSettings afterLeaveUrl="/" afterDeleteUrl="/" />
    </>
  )
}
