import { describe, expect, it } from 'vitest'
import { OrgKitError } from '../../src/core/org-kit-error'
import { parseInput } from '../../src/core/parse-input'

// Issue 23, finding 6: a metadata key that reaches an object's prototype was silently dropped (zod copies a
// record with `result[key] = value`, and `__proto__` set that way changes the prototype instead of adding a
// key). It is refused now, with a message naming the key, at any depth.

/** Metadata as JSON.parse makes it from an app's request: `__proto__` is then an own key. */
const parsedMetadata = (json: string) => JSON.parse(json) as Record<string, unknown>

function refusal(run: () => unknown): OrgKitError {
  try {
    run()
  } catch (error) {
    if (error instanceof OrgKitError) return error
    throw error
  }
  throw new Error('the input was accepted')
}

describe('metadata keys that reach a prototype are refused, never dropped', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('%s at the top of create metadata', (key) => {
    const metadata = parsedMetadata(`{"plan": "pro", ${JSON.stringify(key)}: {"isAdmin": true}}`)
    const error = refusal(() => parseInput('create', { name: 'Acme', slug: 'acme', metadata }))
    expect(error.code).toBe('VALIDATION_ERROR')
    expect(error.field).toBe(`metadata.${key}`)
    expect(error.message).toContain(`"${key}"`)
  })

  it('nested in update metadata, with the path to the key', () => {
    const metadata = parsedMetadata('{"settings": {"theme": {"__proto__": {"polluted": true}}}}')
    const error = refusal(() => parseInput('update', { organizationId: 'org1', data: { metadata } }))
    expect(error.code).toBe('VALIDATION_ERROR')
    expect(error.field).toBe('metadata.settings.theme.__proto__')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('inside an array value', () => {
    const metadata = parsedMetadata('{"tags": [{"constructor": 1}]}')
    expect(refusal(() => parseInput('create', { name: 'Acme', slug: 'acme', metadata })).field).toBe(
      'metadata.tags.0.constructor',
    )
  })

  it('keys that merely contain the words are kept, and safe metadata is sent as given', () => {
    const metadata = { plan: 'pro', constructorName: 'x', nested: { proto: 1, list: [1, 'two', null] } }
    expect(parseInput('create', { name: 'Acme', slug: 'acme', metadata }).metadata).toEqual(metadata)
  })

  it('metadata that cannot be sent as JSON (a cycle, a BigInt) is refused, not reported as a network error', () => {
    const cyclic: Record<string, unknown> = { plan: 'pro' }
    cyclic.self = cyclic
    for (const metadata of [cyclic, { seats: 10n }]) {
      const error = refusal(() => parseInput('create', { name: 'Acme', slug: 'acme', metadata }))
      expect(error.code).toBe('VALIDATION_ERROR')
      expect(error.message).toBe('create: metadata: Metadata is an object of JSON values')
    }
  })

  it('metadata that is no object is refused', () => {
    for (const metadata of [[], 'plan', null, 3])
      expect(refusal(() => parseInput('create', { name: 'Acme', slug: 'acme', metadata })).code).toBe(
        'VALIDATION_ERROR',
      )
  })
})
