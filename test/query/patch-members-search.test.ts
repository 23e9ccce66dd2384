import { QueryClient } from '@tanstack/react-query'
import type { InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Member, MemberPage } from '../../src/core/domain'
import { orgKeys } from '../../src/query/org-keys'
import { patchMembers } from '../../src/query/optimistic-cache'

// The member search's reads sit under `orgKeys.members`: a server search page (or null from a server without
// one) and the chunks of a search in the browser (infinite data). A member write patches them all in place.

const member = (id: string, role: string[]): Member => ({
  id,
  organizationId: 'org',
  userId: `user-${id}`,
  role,
  createdAt: new Date(0),
  user: { id: `user-${id}`, name: id, email: `${id}@example.com`, image: null },
})

describe('patchMembers and the member search', () => {
  it('patches a search page, leaves a null answer, and patches every chunk of a chunked search', () => {
    const client = new QueryClient()
    const members = orgKeys.members('me', 'org')
    const searchKey = [...members, 'search', { search: 'a' }]
    const nullKey = [...members, 'search', { search: 'b' }]
    const chunksKey = [...members, 'chunks', { chunkSize: 2 }]
    client.setQueryData<MemberPage>(searchKey, {
      members: [member('a', ['member']), member('b', ['member'])],
      total: 5,
    })
    client.setQueryData<MemberPage | null>(nullKey, null)
    client.setQueryData<InfiniteData<MemberPage>>(chunksKey, {
      pages: [
        { members: [member('a', ['member']), member('b', ['member'])], total: 3 },
        { members: [member('c', ['member'])], total: 3 },
      ],
      pageParams: [0, 2],
    })
    // "a" becomes admin, "c" is removed.
    patchMembers(client, 'me', 'org', (m) => (m.id === 'c' ? null : m.id === 'a' ? { ...m, role: ['admin'] } : m))
    expect(client.getQueryData<MemberPage>(searchKey)?.members.map((m) => m.role)).toEqual([['admin'], ['member']])
    expect(client.getQueryData(nullKey)).toBeNull()
    const chunks = client.getQueryData<InfiniteData<MemberPage>>(chunksKey)
    expect(chunks?.pages.map((page) => page.members.map((m) => `${m.id}:${m.role.join(',')}`))).toEqual([
      ['a:admin', 'b:member'],
      [],
    ])
    expect(chunks?.pages.map((page) => page.total)).toEqual([3, 2])
    expect(chunks?.pageParams).toEqual([0, 2])
  })
})
