import * as z from 'zod/mini'
import { expect } from 'vitest'
import type { Organization } from '../../../src/core/domain'
import type { OperationWithInput, ParsedOperationInput } from '../../../src/core/input-schemas'
import { OrgKitError } from '../../../src/core/org-kit-error'
import { parseInput } from '../../../src/core/parse-input'
import {
  allowingHeldValue,
  logoFieldSchema,
  nameFieldSchema,
  slugFieldSchema,
} from '../../../src/components/ui/organization-fields-schema'
import { changedProfileFields, toProfileValues } from '../../../src/components/organization-settings/profile-changes'

/** What the kit's input schema says about an operation's input: sent as `parsed`, or refused with `error`. */
export type KitVerdict<Op extends OperationWithInput> =
  { accepted: true; parsed: ParsedOperationInput<Op> } | { accepted: false; error: OrgKitError }

/**
 * Runs the kit's validation of an operation's input. A refusal must be an {@link OrgKitError} with code
 * `VALIDATION_ERROR` and a message; anything else thrown fails the property.
 */
export function kitVerdict<Op extends OperationWithInput>(operation: Op, input: unknown): KitVerdict<Op> {
  try {
    return { accepted: true, parsed: parseInput(operation, input) }
  } catch (error) {
    expect(error).toBeInstanceOf(OrgKitError)
    const refusal = error as OrgKitError
    expect(refusal.code).toBe('VALIDATION_ERROR')
    expect(refusal.message).toMatch(/\w/)
    return { accepted: false, error: refusal }
  }
}

/** The settings form's schema for an organization, as `organization-profile.tsx` builds it. */
export const settingsFormSchema = (organization: Organization) =>
  z.object({
    name: allowingHeldValue(nameFieldSchema, organization.name),
    slug: allowingHeldValue(slugFieldSchema, organization.slug),
    logo: logoFieldSchema(organization.logo),
  })

/**
 * What Save sends when the user changes only `field` to `value` in the settings of an organization the
 * server holds: the form's values must pass its schema (or the returned issues say why not), and the data
 * sent is what `changedProfileFields` makes of them.
 */
export function settingsSave(
  organization: Organization,
  field: 'name' | 'slug' | 'logo',
  value: string,
): { issues: string[] } | { issues: []; data: ReturnType<typeof changedProfileFields> } {
  const values = { ...toProfileValues(organization), [field]: value }
  const result = settingsFormSchema(organization).safeParse(values)
  if (!result.success)
    return { issues: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }
  return { issues: [], data: changedProfileFields(organization, result.data) }
}
