import { useQuery } from '@tanstack/react-query'
import { transport } from './transport'

/** The signed-in user's organizations, through the kit's fetch transport. */
export function OrganizationList({ userId }: { userId: string }) {
  const organizations = useQuery({ queryKey: ['demo', userId, 'organizations'], queryFn: ({ signal }) => transport.list({ signal }) })
  if (organizations.isPending) return <p className="muted">Loading organizations…</p>
  if (organizations.isError) return <p role="alert">Could not load organizations ({organizations.error.message}).</p>
  if (organizations.data.length === 0) return <p className="muted">You do not belong to any organization yet.</p>
  return (
    <ul aria-label="Your organizations">
      {organizations.data.map((organization) => (
        <li key={organization.id}>
          <span>
            <strong>{organization.name}</strong> <span className="muted">/{organization.slug}</span>
          </span>
          <span className="muted">{typeof organization.metadata.plan === 'string' ? `${organization.metadata.plan} plan` : null}</span>
        </li>
      ))}
    </ul>
  )
}
