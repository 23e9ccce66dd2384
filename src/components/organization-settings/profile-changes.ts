import type { Organization } from '../../core/domain'
import type { OperationInput } from '../../core/input-schemas'
import type { OrganizationProfileFields } from '../ui/organization-fields-schema'

/**
 * The settings form's values: name, slug and logo. Metadata is no field (it is for developers, through the
 * API), so a save never sends it and never overwrites what an app keeps there.
 */
export type ProfileFormValues = OrganizationProfileFields

/** An organization as the profile form's values. */
export function toProfileValues({ name, slug, logo }: Organization): ProfileFormValues {
  return { name, slug, logo: logo ?? '' }
}

/** Only what differs from the organization: the `data` of an update (empty when nothing changed), never `metadata`. */
export function changedProfileFields(
  organization: Organization,
  { name, slug, logo }: ProfileFormValues,
): OperationInput<'update'>['data'] {
  const next = { name, slug, logo: logo || null }
  const changed = Object.entries(next).filter(([field, value]) => value !== organization[field as keyof typeof next])
  return Object.fromEntries(changed)
}
