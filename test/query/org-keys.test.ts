import { matchQuery, QueryClient } from '@tanstack/react-query'
import { orgKeys } from '../../src/query/org-keys'

const prefixOf = (prefix: readonly unknown[], key: readonly unknown[]) => prefix.every((part, i) => part === key[i])

describe('orgKeys', () => {
  it('puts everything under one root, the session directly, the rest under the user id', () => {
    expect(orgKeys.session()).toEqual(['orgkit', 'session'])
    const keys = [
      orgKeys.organizations('u'),
      orgKeys.userInvitations('u'),
      orgKeys.invitation('u', 'i'),
      orgKeys.slugCheck('u', 'acme'),
      orgKeys.organizationBySlug('u', 'acme', { membersLimit: 5 }),
      orgKeys.fullOrganization('u', 'o', { membersLimit: 5 }),
      orgKeys.memberList('u', 'o', { limit: 10 }),
      orgKeys.activeMember('u', 'o'),
      orgKeys.activeMemberRole('u', 'o'),
      orgKeys.invitations('u', 'o'),
    ]
    for (const key of keys) expect(prefixOf(orgKeys.user('u'), key)).toBe(true)
  })

  it('puts every organization resource under the user and then the organization id', () => {
    for (const key of [
      orgKeys.fullOrganization('u', 'o', { membersLimit: 5 }),
      orgKeys.memberList('u', 'o', { limit: 10, offset: 10, sortBy: 'createdAt' }),
      orgKeys.activeMember('u', 'o'),
      orgKeys.activeMemberRole('u', 'o'),
      orgKeys.invitations('u', 'o'),
    ]) {
      expect(key.slice(0, 5)).toEqual(['orgkit', 'user', 'u', 'org', 'o'])
    }
  })

  it('gives another user or organization disjoint keys', () => {
    expect(prefixOf(orgKeys.organization('u', 'o'), orgKeys.members('u', 'p'))).toBe(false)
    expect(prefixOf(orgKeys.user('u'), orgKeys.members('v', 'o'))).toBe(false)
    expect(prefixOf(orgKeys.organization('u', null), orgKeys.activeMember('u', 'o'))).toBe(false)
  })

  it('lets one invalidation hit every page of one organization and nothing of another', () => {
    const client = new QueryClient()
    client.setQueryData(orgKeys.memberList('u', 'o', { limit: 10 }), 1)
    client.setQueryData(orgKeys.memberList('u', 'o', { limit: 10, offset: 10 }), 2)
    client.setQueryData(orgKeys.memberList('u', 'p', { limit: 10 }), 3)
    const hit = client.getQueryCache().findAll({ queryKey: orgKeys.members('u', 'o') })
    expect(hit.map((q) => q.state.data).sort()).toEqual([1, 2])
    expect(hit.every((q) => matchQuery({ queryKey: orgKeys.organization('u', 'o') }, q))).toBe(true)
  })

  it('hashes member page parameters regardless of property order', () => {
    const client = new QueryClient()
    client.setQueryData(orgKeys.memberList('u', 'o', { limit: 10, offset: 20 }), 'page')
    expect(client.getQueryData(orgKeys.memberList('u', 'o', { offset: 20, limit: 10 }))).toBe('page')
  })

  it('names mutations under the root', () => {
    expect(orgKeys.mutation('updateMemberRole')).toEqual(['orgkit', 'mutation', 'updateMemberRole'])
  })
})
