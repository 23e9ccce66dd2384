import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { isOrgKitError, useActiveMemberRole, useActiveOrganization, useOrgKit } from '../../src/index'

/**
 * The dashboard's first page: the active organization, the viewer's role, and the plugin limits in force. It is
 * behind the kit's `<ActiveOrganizationGate>` (see organization-pages.tsx): an organization is always active here.
 */
export function OverviewPage() {
  const organization = useActiveOrganization()
  const role = useActiveMemberRole()
  const { config } = useOrgKit()
  const off = isOrgKitError(organization.error) && organization.error.code === 'PLUGIN_DISABLED'
  // After leaving or deleting an organization the page that held the focus is gone: it lands on this heading.
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = (useLocation().state as { focusHeading?: boolean } | null)?.focusHeading === true
  useEffect(() => {
    if (focusHeading) heading.current?.focus()
  }, [focusHeading])
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Overview
      </h1>
      {off ? (
        <p role="alert" className="demo-panel">
          Organizations are turned off on this branch. Turn them on again on the <Link to="/admin">admin page</Link>.
        </p>
      ) : organization.data ? (
        <section aria-labelledby="active-title" className="demo-panel">
          <h2 id="active-title">{organization.data.name}</h2>
          <dl className="demo-facts">
            <dt>Slug</dt>
            <dd>{organization.data.slug}</dd>
            <dt>Members</dt>
            <dd>{organization.data.members.length}</dd>
            <dt>Your role</dt>
            <dd>{role.data?.role.join(', ') ?? '…'}</dd>
          </dl>
          <p>
            <Link to="/members">Manage members</Link> · <Link to="/invitations">Invitations</Link> ·{' '}
            <Link to="/settings">Settings</Link>
          </p>
        </section>
      ) : organization.isError ? (
        <p role="alert" className="demo-panel">
          The active organization could not be loaded: {organization.error.message}
        </p>
      ) : (
        <p role="status">Loading…</p>
      )}
      <section aria-labelledby="config-title" className="demo-panel">
        <h2 id="config-title">Organization plugin on this branch</h2>
        <p className="demo-muted">
          Read from the management API; change it on the <Link to="/admin">admin page</Link>.
        </p>
        <dl className="demo-facts">
          <dt>Organizations</dt>
          <dd>{config.enabled ? 'on' : 'off'}</dd>
          <dt>Organizations per user</dt>
          <dd>{config.organization_limit}</dd>
          <dt>Members per organization</dt>
          <dd>{config.membership_limit}</dd>
          <dt>Creator’s role</dt>
          <dd>{config.creator_role}</dd>
          <dt>Invitation e-mails</dt>
          <dd>{config.send_invitation_email ? 'sent (see the dev mailbox)' : 'off: copy invitation links'}</dd>
        </dl>
      </section>
    </>
  )
}
