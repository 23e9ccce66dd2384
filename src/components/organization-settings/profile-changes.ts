import type { Organization } from '../../core/domain'
import type { OperationInput } from '../../core/input-schemas'
import type { OrganizationProfileFields } from '../ui/organization-fields-schema'
import { metadataToRows, rowsToMetadata } from '../ui/organization-fields-schema'

/** An organization as the profile form's values. */
export function toProfileValues({ name, slug, logo, metadata }: Organization): OrganizationProfileFields {
  return { name, slug, logo: logo ?? '', metadata: metadataToRows(metadata) }
}

/** A value as text to compare by; objects by their sorted entries, so a change of key order is no change. */
function comparable(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))
    return JSON.stringify(entries)
  }
  return JSON.stringify(value)
}

/** Only what differs from the organization: the `data` of an update (empty when nothing changed). */
export function changedProfileFields(
  organization: Organization,
  { name, slug, logo, metadata }: OrganizationProfileFields,
): OperationInput<'update'>['data'] {
  const next = { name, slug, logo: logo || null, metadata: rowsToMetadata(metadata, organization.metadata) }
  const changed = Object.entries(next).filter(
    ([field, value]) => comparable(value) !== comparable(organization[field as keyof typeof next]),
  )
  return Object.fromEntries(changed)
}
