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
  return z.object({
    name: nameFieldSchema,
    slug: slugFieldSchema,
    logo: logoFieldSchema(currentLogo),
    metadata: metadataRowsSchema,
  })
}

/** What the settings profile form holds. */
export type OrganizationProfileValues = z.input<ReturnType<typeof createOrganizationProfileSchema>>

/** An organization as form values. */
export function toProfileValues(organization: Organization): OrganizationProfileFields {
  return { name: organization.name, slug: organization.slug, logo: organization.logo ?? '', metadata: metadataToRows(organization.metadata) }
}

const sortedJson = (value: Record<string, unknown>) =>
  JSON.stringify(Object.keys(value).sort().map((key) => [key, value[key]]))

/** Only what differs from the organization: the `data` of an update (empty when nothing changed). */
export function changedProfileFields(organization: Organization, values: OrganizationProfileFields): OperationInput<'update'>['data'] {
  const data: OperationInput<'update'>['data'] = {}
  if (values.name !== organization.name) data.name = values.name
  if (values.slug !== organization.slug) data.slug = values.slug
  const logo = values.logo === '' ? null : values.logo
  if (logo !== organization.logo) data.logo = logo
  const metadata = rowsToMetadata(values.metadata, organization.metadata)
  if (sortedJson(metadata) !== sortedJson(organization.metadata)) data.metadata = metadata
  return data
}
