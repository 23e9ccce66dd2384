import { describe, expect, it } from 'vitest'
import { OrgKitError } from '../../src/core/org-kit-error'
import { parseInput } from '../../src/core/parse-input'

function validationError(run: () => unknown): OrgKitError {
  try {
    run()
  } catch (error) {
    if (error instanceof OrgKitError) return error
    throw error
  }
  throw new Error('expected a VALIDATION_ERROR')
}

describe('parseInput', () => {
  it('accepts and normalizes valid input', () => {
    expect(parseInput('create', { name: ' Acme ', slug: 'acme-inc' })).toEqual({ name: 'Acme', slug: 'acme-inc' })
    expect(parseInput('inviteMember', { email: ' Bob@Example.com ', role: 'admin, member' })).toEqual({
      email: 'Bob@Example.com',
      role: ['admin', 'member'],
    })
    // Role names are trimmed on the way out (the kit never writes a padded name); any name passes, as only
    // the server knows the app's roles (it answers ROLE_NOT_FOUND).
    expect(parseInput('updateMemberRole', { memberId: 'm1', role: [' billing ', 'member,billing'] })).toEqual({
      memberId: 'm1',
      role: ['billing', 'member'],
    })
    expect(parseInput('inviteMember', { email: 'a@b.co', role: 'superuser' })).toEqual({
      email: 'a@b.co',
      role: ['superuser'],
    })
    expect(parseInput('listMembers', undefined)).toEqual({ query: {} })
    expect(parseInput('setActive', { organizationId: null })).toEqual({ organizationId: null })
  })

  it.each([
    ['create', { name: '', slug: 'acme' }, 'name'],
    ['create', { name: 'Acme', slug: 'Acme Inc' }, 'slug'],
    ['create', { name: 'Acme', slug: 'acme', logo: 'javascript:alert(1)' }, 'logo'],
    ['checkSlug', { slug: '-acme' }, 'slug'],
    ['inviteMember', { email: 'not-an-email', role: 'member' }, 'email'],
    ['inviteMember', { email: 'a@b.co', role: ' , ' }, 'role'],
    ['inviteMember', { email: 'a@b.co', role: [] }, 'role'],
    ['acceptInvitation', { invitationId: '../../etc' }, 'invitationId'],
    ['getInvitation', { query: { id: 'a b' } }, 'id'],
    ['listMembers', { query: { limit: 0 } }, 'limit'],
    ['listMembers', { query: { offset: -1 } }, 'offset'],
    ['listMembers', { query: { sortBy: 'email' } }, 'sortBy'],
    ['listMembers', { query: { filterField: 'role', filterOperator: 'like', filterValue: 'x' } }, 'filterOperator'],
    ['listMembers', { query: { filterField: 'role' } }, 'filterValue'],
    ['getFullOrganization', { query: { membersLimit: 2.5 } }, 'membersLimit'],
    ['update', { data: {} }, undefined],
    ['delete', {}, 'organizationId'],
    ['updateMemberRole', { memberId: 'm1', role: [''] }, 'role'],
  ] as const)('%s rejects %j (field %s)', (operation, input, field) => {
    const error = validationError(() => parseInput(operation, input))
    expect(error.code).toBe('VALIDATION_ERROR')
    expect(error.status).toBe(0)
    expect(error.field).toBe(field)
  })

  // The kit's own wording, whichever zod locale the app loads (zod/mini loads none: zod's generic refusals
  // read "Invalid input" there, so these messages are written on the schemas themselves).
  it.each([
    ['create', { name: ' ', slug: 'acme' }, 'create: name: A name is required'],
    ['create', { name: 'Acme', slug: 'Acme Inc' }, 'create: slug: Use lower-case letters, digits and single hyphens'],
    [
      'create',
      { name: 'Acme', slug: 'acme', logo: 'javascript:alert(1)' },
      'create: logo: Use an http(s) or data:image URL',
    ],
    ['inviteMember', { email: 'not-an-email', role: 'member' }, 'inviteMember: email: Not a valid e-mail address'],
    ['inviteMember', { email: 'a@b.co', role: ' , ' }, 'inviteMember: role: At least one role is required'],
    ['acceptInvitation', { invitationId: '../../etc' }, 'acceptInvitation: invitationId: Not a valid identifier'],
    ['update', { data: {} }, 'update: Nothing to update'],
    [
      'listMembers',
      { query: { filterField: 'role' } },
      'listMembers: filterValue: filterField and filterValue go together',
    ],
  ] as const)('%s words its refusal of %j as "%s"', (operation, input, message) => {
    expect(validationError(() => parseInput(operation, input)).message).toBe(message)
  })
})
