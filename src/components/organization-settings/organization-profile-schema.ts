import { z } from 'zod'
import type { Organization } from '../../core/domain'
import type { OperationInput } from '../../core/input-schemas'
import type { OrganizationProfileFields } from '../ui/organization-fields-schema'
import { logoFieldSchema, metadataRowsSchema, metadataToRows, nameFieldSchema, rowsToMetadata, slugFieldSchema } from '../ui/organization-fields-schema'

/**
 * The settings profile form of one organization: name, slug, logo (http(s), or the logo it already has)
 * and metadata rows. A factory because the current logo is let through unchanged.
 */
export function createOrganizationProfileSchema({ currentLogo }: { currentLogo: string | null }) {
  return z.object({ name: nameFieldSchema, slug: slugFieldSchema, logo: logoFieldSchema(currentLogo), metadata: metadataRowsSchema })
}

/** What the settings profile form holds. */
export type OrganizationProfileValues = z.input<ReturnType<typeof createOrganizationProfileSchema>>

/** An organization as form values. */
export function toProfileValues({ name, slug, logo, metadata }: Organization): OrganizationProfileFields {
  return { name, slug, logo: logo ?? '', metadata: metadataToRows(metadata) }
}

// Objects compare by their sorted entries, so a key order change is no change.
const json = (value: unknown) =>
  JSON.stringify(value && typeof value === 'object' ? Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)) : value)

/** Only what differs from the organization: the `data` of an update (empty when nothing changed). */
export function changedProfileFields(organization: Organization, { name, slug, logo, metadata }: OrganizationProfileFields): OperationInput<'update'>['data'] {
  const next = { name, slug, logo: logo || null, metadata: rowsToMetadata(metadata, organization.metadata) }
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => json(value) !== json(organization[key as keyof typeof next])))
}
