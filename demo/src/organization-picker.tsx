import { useListOrganizations, useSetActiveOrganization } from '../../src/index'

/** The user's organizations as buttons that make one active, through the kit's hooks (the switcher does the same). */
export function OrganizationPicker() {
  const organizations = useListOrganizations()
  const setActive = useSetActiveOrganization()
  if (!organizations.data?.length) return null
  return (
    <ul className="demo-picker" aria-label="Your organizations">
      {organizations.data.map((organization) => (
        <li key={organization.id}>
          <button
            type="button"
            className="demo-button"
            disabled={setActive.isPending}
            onClick={() => setActive.mutate({ organizationId: organization.id })}
          >
            Open {organization.name}
          </button>
        </li>
      ))}
    </ul>
  )
}
