import * as z from 'zod/mini'
import { logoFieldSchema, metadataRowsSchema, nameFieldSchema, slugFieldSchema } from '../ui/organization-fields-schema'

/**
 * The create-organization form: name, slug, optional http(s) logo, metadata rows (no duplicate keys) and
 * whether to keep the current organization active. Messages are catalog keys, localized where shown.
 */
export const createOrganizationSchema = z.object({
  name: nameFieldSchema,
  slug: slugFieldSchema,
  logo: logoFieldSchema(),
  metadata: metadataRowsSchema,
  keepCurrentActiveOrganization: z.boolean(),
})

/** What the create-organization form holds (and what `defaultValues` may preset). */
export type CreateOrganizationValues = z.input<typeof createOrganizationSchema>
