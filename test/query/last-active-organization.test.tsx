import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCreateOrganization } from '../../src/hooks/use-create-organization'
import { useSession } from '../../src/hooks/use-session'
import { useSetActiveOrganization } from '../../src/hooks/use-set-active-organization'
import {
  forgetLastActiveOrganization,
  lastActiveOrganizationKey,
  readLastActiveOrganization,
  rememberLastActiveOrganization,
} from '../../src/query/last-active-organization'
import { DEMO_OWNER_EMAIL, demoSeed } from '../../src/testing'
import { prepareTransport, renderHookWithKit } from '../support/render-with-kit'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the last active organization, per user in localStorage', () => {
  it('keeps one organization id per user, under a key of its own, and forgets it', () => {
    rememberLastActiveOrganization('user-1', 'acme-id')
    rememberLastActiveOrganization('user-2', 'globex-id')
    expect(readLastActiveOrganization('user-1')).toBe('acme-id')
    expect(readLastActiveOrganization('user-2')).toBe('globex-id')
    // Only the id is stored: no name, no session, no token.
    expect(localStorage.getItem(lastActiveOrganizationKey('user-1'))).toBe('acme-id')
    expect(Object.keys(localStorage)).toEqual(
      expect.arrayContaining(['orgkit:last-active-organization:user-1', 'orgkit:last-active-organization:user-2']),
    )
    forgetLastActiveOrganization('user-1')
    expect(readLastActiveOrganization('user-1')).toBeNull()
    expect(readLastActiveOrganization('user-2')).toBe('globex-id')
  })

  it('storage that refuses (a private window, a server render) remembers nothing and throws nothing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => rememberLastActiveOrganization('user-1', 'acme-id')).not.toThrow()
    expect(readLastActiveOrganization('user-1')).toBeNull()
    expect(() => forgetLastActiveOrganization('user-1')).not.toThrow()
  })
})

describe('the switch transaction records it, with or without the gate on screen', () => {
  it('setActive and create record the organization they make active for the signed-in user', async () => {
    const transport = await prepareTransport({ seed: demoSeed(), signedInAs: DEMO_OWNER_EMAIL })
    const { result } = renderHookWithKit(
      () => ({ session: useSession(), setActive: useSetActiveOrganization(), create: useCreateOrganization() }),
      { transport },
    )
    await waitFor(() => expect(result.current.session.data).toBeTruthy())
    const userId = result.current.session.data?.user.id ?? ''
    const globex = (await transport.list()).find((o) => o.slug === 'globex')?.id ?? ''
    await act(() => result.current.setActive.mutateAsync({ organizationId: globex }))
    expect(readLastActiveOrganization(userId)).toBe(globex)
    const created = await act(() => result.current.create.mutateAsync({ name: 'Initech', slug: 'initech' }))
    expect(readLastActiveOrganization(userId)).toBe(created.id)
    // Unsetting keeps the last one: it is still the last used.
    await act(() => result.current.setActive.mutateAsync({ organizationId: null }))
    expect(readLastActiveOrganization(userId)).toBe(created.id)
  })
})
