import * as z from 'zod/mini'
import { logoFieldSchema, nameFieldSchema, slugFieldSchema } from '../ui/organization-fields-schema'

/**
 * The create-organization form: name, slug, optional http(s) logo and whether to keep the current
 * organization active. Metadata is no field: an app sends it with the dialog's `metadata` prop. Messages
 * are catalog keys, localized where shown.
 */
export const createOrganizationSchema = z.object({
  name: nameFieldSchema,
  slug: slugFieldSchema,
  logo: logoFieldSchema(),
  keepCurrentActiveOrganization: z.boolean(),
})

/** What the create-organization form holds (and what `defaultValues` may preset). */
export type CreateOrganizationValues = z.input<typeof createOrganizationSchema>
