import { describe, expect, it } from 'vitest'
import { OrgKitError } from '../../../src/core/org-kit-error'
import { slugify } from '../../../src/components/ui/organization-fields-schema'
import { serverErrorTarget } from '../../../src/components/ui/server-error-target'
import { isOrganizationProfileErrorKey } from '../../../src/components/ui/use-organization-profile-error-text'

describe('organization profile fields', () => {
  it('folds a name into a slug', () => {
    expect(slugify('  Café Ünïcorn Straße!  ')).toBe('cafe-unicorn-strasse')
  })

  it('puts a server error on the field it is about, or on the form', () => {
    expect(serverErrorTarget(new OrgKitError('ORGANIZATION_SLUG_ALREADY_TAKEN'))).toEqual({
      field: 'slug',
      message: 'error.ORGANIZATION_SLUG_ALREADY_TAKEN',
    })
    expect(serverErrorTarget(new OrgKitError('VALIDATION_ERROR', { field: 'logo' }))).toEqual({
      field: 'logo',
      message: 'error.VALIDATION_ERROR',
    })
    expect(serverErrorTarget(new OrgKitError('VALIDATION_ERROR', { field: 'metadata' })).field).toBe('root')
    expect(serverErrorTarget(new Error('boom'))).toEqual({ field: 'root', message: 'error.UNKNOWN' })
  })

  it('tells the message keys a profile form may hold from other text', () => {
    expect(isOrganizationProfileErrorKey('organizationProfileFields.nameRequiredError')).toBe(true)
    expect(isOrganizationProfileErrorKey('error.UNKNOWN')).toBe(true)
    expect(isOrganizationProfileErrorKey('toString')).toBe(false)
    expect(isOrganizationProfileErrorKey('Expected string, received number')).toBe(false)
  })
})
