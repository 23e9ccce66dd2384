import { screen, within } from '@testing-library/react'
import { lastActiveOrganizationKey } from '../../../src/query/last-active-organization'
import { demoSeed } from '../../../src/testing'
import type { MemoryTransport } from '../../../src/testing'
import { OrgKitError } from '../../../src/core/org-kit-error'
import type { OrgKitErrorCode } from '../../../src/core/error-codes'
import { prepareTransport } from '../../support/render-with-kit'

// demoSeed: alice is in Acme Inc and Globex, bob in Acme Inc only, frank in none (invited to both).
export const SEVERAL = 'alice@example.com'
export const ONE = 'bob@example.com'
export const NONE = 'frank@example.com'

/** What the gate guards in these tests: a page that needs an active organization. */
export const PAGES = <p>The organization’s pages</p>

/** A transport signed in as `email` (a fresh session: no organization active unless `active`), and the seeded organizations' ids. */
export async function signedInAs(email: string, options: { active?: 'acme' | 'globex' } = {}) {
  const transport = await prepareTransport({ seed: demoSeed(), signedInAs: SEVERAL })
  const organizations = await transport.list()
  const acme = organizations.find((o) => o.slug === 'acme')?.id ?? ''
  const globex = organizations.find((o) => o.slug === 'globex')?.id ?? ''
  const user = transport.signInAs(email)
  if (options.active) await transport.setActive({ organizationId: options.active === 'acme' ? acme : globex })
  transport.clearCalls()
  return { transport, userId: user.id, acme, globex }
}

/** The organization recorded as `userId`'s last active one in this browser. */
export const recorded = (userId: string) => localStorage.getItem(lastActiveOrganizationKey(userId))

/** Records `organizationId` as `userId`'s last active one, as an earlier visit would have. */
export const record = (userId: string, organizationId: string) =>
  localStorage.setItem(lastActiveOrganizationKey(userId), organizationId)

/** The organization ids the transport was asked to make active, in order. */
export const setActiveCalls = (transport: MemoryTransport) =>
  transport.calls
    .filter((call) => call.operation === 'setActive')
    .map((call) => (call.args as { organizationId?: string | null }).organizationId)

/** The notifications toast's text. */
export const toast = () => within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')

/**
 * Every text the container showed while the test ran, in order (a MutationObserver): to prove a screen never
 * flashed, by what would have rendered it, without sleeping.
 */
export function watchTexts(container: HTMLElement): { seen: (text: string) => boolean; stop: () => void } {
  const texts: string[] = [container.textContent]
  const observer = new MutationObserver(() => texts.push(container.textContent))
  observer.observe(container, { subtree: true, childList: true, characterData: true })
  return { seen: (text) => texts.some((shown) => shown.includes(text)), stop: () => observer.disconnect() }
}

/**
 * The transport with one operation held: its calls wait until `refuse()`, then fail with `code`, so a test
 * can look at the screen while the write runs.
 */
export function holdingOperation(transport: MemoryTransport, operation: 'create' | 'setActive', code: OrgKitErrorCode) {
  let refuse: () => void = () => undefined
  const refused = new Promise<void>((resolve) => (refuse = resolve))
  const held = new Proxy(transport, {
    get: (target, property, receiver) =>
      property === operation
        ? () =>
            refused.then(() => {
              throw new OrgKitError(code)
            })
        : (Reflect.get(target, property, receiver) as unknown),
  })
  return { transport: held, refuse, refused }
}
